import UIKit

/// One page of the Catalog: a title, a one-line summary and a factory for its view controller.
/// Each page demonstrates one part of the specification (docs/SPEC.md).
@MainActor
public struct CatalogPage {
    /// A short file-name-friendly identifier ("content-modes").
    public let identifier: String
    /// The title shown in the header.
    public let title: String
    /// What the page shows, in one line.
    public let summary: String
    /// Makes a fresh view controller for the page (each visit starts from the same state).
    public let makeViewController: @MainActor () -> UIViewController
    /// The tab the page is listed under.
    public let group: Group

    /// The Catalog's two tabs: the seed documents' topics (the view system itself) and the standard views
    /// built on it.
    public enum Group: Int, CaseIterable, Sendable {
        case topics
        case standardViews

        /// The tab's title, and its list's.
        public var title: String {
            switch self {
            case .topics: return "Topics"
            case .standardViews: return "Standard Views"
            }
        }
    }

    public init(identifier: String, title: String, summary: String, group: Group = .standardViews,
                makeViewController: @escaping @MainActor () -> UIViewController) {
        self.identifier = identifier
        self.title = title
        self.summary = summary
        self.group = group
        self.makeViewController = makeViewController
    }

    /// Every page, in the order the Catalog shows them.
    public static let all: [CatalogPage] = [
        CatalogPage(identifier: "hierarchy", title: "Hierarchy & compositing",
                    summary: "Opaque and translucent views, ordering, clipping, and what a superview passes on",
                    group: .topics,
                    makeViewController: { HierarchyPageViewController() }),
        CatalogPage(identifier: "drawing-cycle", title: "The drawing cycle",
                    summary: "draw(_:) runs once per run-loop turn, however often setNeedsDisplay() is called",
                    group: .topics,
                    makeViewController: { DrawingCyclePageViewController() }),
        CatalogPage(identifier: "content-modes", title: "Content modes",
                    summary: "The same 64×32 image in a 120×80 image view under each of the thirteen modes",
                    group: .topics,
                    makeViewController: { ContentModesPageViewController() }),
        CatalogPage(identifier: "stretching", title: "Stretchable views",
                    summary: "Resizable images with cap insets, and contentStretch on a drawn view",
                    group: .topics,
                    makeViewController: { StretchingPageViewController() }),
        CatalogPage(identifier: "animations", title: "Animations",
                    summary: "Block, spring, keyframe, transition, nested, chained and begin/commit animations",
                    group: .topics,
                    makeViewController: { AnimationsPageViewController() }),
        CatalogPage(identifier: "coordinates", title: "Coordinates & transforms",
                    summary: "Rotated and scaled views, convert(_:to:), and scrolling by moving the bounds origin",
                    group: .topics,
                    makeViewController: { CoordinatesPageViewController() }),
        CatalogPage(identifier: "points-pixels", title: "Points and pixels",
                    summary: "One drawing rendered at 1x, 2x and 3x, magnified so the pixels show",
                    group: .topics,
                    makeViewController: { PointsPixelsPageViewController() }),
        CatalogPage(identifier: "interaction", title: "The interaction model",
                    summary: "Tap anything: the hit-test path and the responder chain of the view you touched",
                    group: .topics,
                    makeViewController: { InteractionPageViewController() }),
        CatalogPage(identifier: "windows", title: "Windows",
                    summary: "Windows at statusBar and alert levels over the main window; the key window",
                    group: .topics,
                    makeViewController: { WindowsPageViewController() }),
        CatalogPage(identifier: "external-screen", title: "External screens",
                    summary: "Screens connecting and disconnecting; a window of its own on a second screen",
                    group: .topics,
                    makeViewController: { ExternalScreenPageViewController() }),
        CatalogPage(identifier: "standard-views", title: "Standard views",
                    summary: "Labels, image views, buttons and configurations, activity indicators, progress views",
                    makeViewController: { StandardViewsPageViewController() }),
        CatalogPage(identifier: "auto-layout", title: "Auto Layout",
                    summary: "Constraints and stack views reflowing with the width, and a conflict being broken",
                    makeViewController: { AutoLayoutPageViewController() }),
        CatalogPage(identifier: "gestures", title: "Gestures",
                    summary: "Tap, double tap, long press, pan, swipe, pinch, rotation, hover; a card that springs back",
                    makeViewController: { GesturesPageViewController() }),
        CatalogPage(identifier: "scrolling", title: "Scrolling",
                    summary: "A zooming photo, a paging carousel, and a list that decelerates, bounces and refreshes",
                    makeViewController: { ScrollingPageViewController() }),
        CatalogPage(identifier: "navigation", title: "Navigation",
                    summary: "A navigation stack pushed by button and popped by ‹ or a swipe, and a tab bar with a badge",
                    makeViewController: { NavigationPageViewController() }),
        CatalogPage(identifier: "presentation", title: "Presentation",
                    summary: "An alert, an action sheet, a sheet with detents, a popover, and blurred materials",
                    makeViewController: { PresentationPageViewController() }),
        CatalogPage(identifier: "controls", title: "Controls",
                    summary: "Switches, sliders, segmented controls, a stepper, a page control and a picker",
                    makeViewController: { ControlsPageViewController() }),
        CatalogPage(identifier: "interface-builder", title: "Interface Builder",
                    summary: "A form from a .xib; a navigation controller, prototype cells and a show segue from a .storyboard",
                    makeViewController: { InterfaceBuilderPageViewController() }),
        CatalogPage(identifier: "lists", title: "Lists",
                    summary: "Settings with switches; contacts with an index, swipe to delete and reordering",
                    makeViewController: { ListsPageViewController() }),
        CatalogPage(identifier: "grid", title: "Grid",
                    summary: "A compositional layout: a Featured row that pages sideways over a grid; a diffable shuffle",
                    makeViewController: { GridPageViewController() }),
        CatalogPage(identifier: "text", title: "Text",
                    summary: "A sign-in form steered by its delegate, composed Chinese notes, a search filtering a list",
                    makeViewController: { TextPageViewController() }),
        CatalogPage(identifier: "right-to-left", title: "Right to left",
                    summary: "A form, a stack view, a button and images laid out both ways; the page's root is forced right to left",
                    makeViewController: { RightToLeftPageViewController() }),
        CatalogPage(identifier: "dynamic-type", title: "Dynamic Type",
                    summary: "Every text style at the content size category chosen above them, live",
                    makeViewController: { DynamicTypePageViewController() }),
    ]
}
