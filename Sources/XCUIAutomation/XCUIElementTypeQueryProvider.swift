import Foundation

/// The typed queries for the elements under an element or a query's matches (`app.buttons`, `cells` …).
@preconcurrency @MainActor
public protocol XCUIElementTypeQueryProvider {}

/// How the typed queries are made: XCUIElement and XCUIElementQuery both answer it.
@MainActor
protocol DescendantQuerySource {
    func descendantsQuery(_ type: XCUIElement.ElementType) -> XCUIElementQuery
}

extension XCUIElementTypeQueryProvider {
    private func typed(_ type: XCUIElement.ElementType) -> XCUIElementQuery {
        guard let source = self as? any DescendantQuerySource else {
            preconditionFailure("XCUIElementTypeQueryProvider is adopted by XCUIElement and XCUIElementQuery only")
        }
        return source.descendantsQuery(type)
    }

    public var groups: XCUIElementQuery { typed(.group) }
    public var windows: XCUIElementQuery { typed(.window) }
    public var sheets: XCUIElementQuery { typed(.sheet) }
    public var drawers: XCUIElementQuery { typed(.drawer) }
    public var alerts: XCUIElementQuery { typed(.alert) }
    public var dialogs: XCUIElementQuery { typed(.dialog) }
    public var buttons: XCUIElementQuery { typed(.button) }
    public var radioButtons: XCUIElementQuery { typed(.radioButton) }
    public var radioGroups: XCUIElementQuery { typed(.radioGroup) }
    public var checkBoxes: XCUIElementQuery { typed(.checkBox) }
    public var disclosureTriangles: XCUIElementQuery { typed(.disclosureTriangle) }
    public var popUpButtons: XCUIElementQuery { typed(.popUpButton) }
    public var comboBoxes: XCUIElementQuery { typed(.comboBox) }
    public var menuButtons: XCUIElementQuery { typed(.menuButton) }
    public var toolbarButtons: XCUIElementQuery { typed(.toolbarButton) }
    public var popovers: XCUIElementQuery { typed(.popover) }
    public var keyboards: XCUIElementQuery { typed(.keyboard) }
    public var keys: XCUIElementQuery { typed(.key) }
    public var navigationBars: XCUIElementQuery { typed(.navigationBar) }
    public var tabBars: XCUIElementQuery { typed(.tabBar) }
    public var tabGroups: XCUIElementQuery { typed(.tabGroup) }
    public var toolbars: XCUIElementQuery { typed(.toolbar) }
    public var statusBars: XCUIElementQuery { typed(.statusBar) }
    public var tables: XCUIElementQuery { typed(.table) }
    public var tableRows: XCUIElementQuery { typed(.tableRow) }
    public var tableColumns: XCUIElementQuery { typed(.tableColumn) }
    public var outlines: XCUIElementQuery { typed(.outline) }
    public var outlineRows: XCUIElementQuery { typed(.outlineRow) }
    public var browsers: XCUIElementQuery { typed(.browser) }
    public var collectionViews: XCUIElementQuery { typed(.collectionView) }
    public var sliders: XCUIElementQuery { typed(.slider) }
    public var pageIndicators: XCUIElementQuery { typed(.pageIndicator) }
    public var progressIndicators: XCUIElementQuery { typed(.progressIndicator) }
    public var activityIndicators: XCUIElementQuery { typed(.activityIndicator) }
    public var segmentedControls: XCUIElementQuery { typed(.segmentedControl) }
    public var pickers: XCUIElementQuery { typed(.picker) }
    public var pickerWheels: XCUIElementQuery { typed(.pickerWheel) }
    public var switches: XCUIElementQuery { typed(.switch) }
    public var toggles: XCUIElementQuery { typed(.toggle) }
    public var links: XCUIElementQuery { typed(.link) }
    public var images: XCUIElementQuery { typed(.image) }
    public var icons: XCUIElementQuery { typed(.icon) }
    public var searchFields: XCUIElementQuery { typed(.searchField) }
    public var scrollViews: XCUIElementQuery { typed(.scrollView) }
    public var scrollBars: XCUIElementQuery { typed(.scrollBar) }
    public var staticTexts: XCUIElementQuery { typed(.staticText) }
    public var textFields: XCUIElementQuery { typed(.textField) }
    public var secureTextFields: XCUIElementQuery { typed(.secureTextField) }
    public var datePickers: XCUIElementQuery { typed(.datePicker) }
    public var textViews: XCUIElementQuery { typed(.textView) }
    public var menus: XCUIElementQuery { typed(.menu) }
    public var menuItems: XCUIElementQuery { typed(.menuItem) }
    public var menuBars: XCUIElementQuery { typed(.menuBar) }
    public var menuBarItems: XCUIElementQuery { typed(.menuBarItem) }
    public var maps: XCUIElementQuery { typed(.map) }
    public var webViews: XCUIElementQuery { typed(.webView) }
    public var steppers: XCUIElementQuery { typed(.stepper) }
    public var incrementArrows: XCUIElementQuery { typed(.incrementArrow) }
    public var decrementArrows: XCUIElementQuery { typed(.decrementArrow) }
    public var tabs: XCUIElementQuery { typed(.tab) }
    public var timelines: XCUIElementQuery { typed(.timeline) }
    public var ratingIndicators: XCUIElementQuery { typed(.ratingIndicator) }
    public var valueIndicators: XCUIElementQuery { typed(.valueIndicator) }
    public var splitGroups: XCUIElementQuery { typed(.splitGroup) }
    public var splitters: XCUIElementQuery { typed(.splitter) }
    public var relevanceIndicators: XCUIElementQuery { typed(.relevanceIndicator) }
    public var colorWells: XCUIElementQuery { typed(.colorWell) }
    public var helpTags: XCUIElementQuery { typed(.helpTag) }
    public var mattes: XCUIElementQuery { typed(.matte) }
    public var dockItems: XCUIElementQuery { typed(.dockItem) }
    public var rulers: XCUIElementQuery { typed(.ruler) }
    public var rulerMarkers: XCUIElementQuery { typed(.rulerMarker) }
    public var grids: XCUIElementQuery { typed(.grid) }
    public var levelIndicators: XCUIElementQuery { typed(.levelIndicator) }
    public var cells: XCUIElementQuery { typed(.cell) }
    public var layoutAreas: XCUIElementQuery { typed(.layoutArea) }
    public var layoutItems: XCUIElementQuery { typed(.layoutItem) }
    public var handles: XCUIElementQuery { typed(.handle) }
    public var otherElements: XCUIElementQuery { typed(.other) }
}
