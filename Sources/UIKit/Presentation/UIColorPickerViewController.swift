import Foundation

/// The system colour picker: a title bar with a close button, a Grid / Spectrum / Sliders switch, the page
/// it chooses, an opacity slider (when `supportsAlpha`) and a swatch of the selected colour. The user's picks
/// go to the delegate; a colour set in code does not.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    private enum Metrics {
        // ⚠ Read off iOS 17 iPhone screenshots (the sheet at 390 pt wide); not published by Apple.
        static let margin: CGFloat = 16
        static let headerHeight: CGFloat = 56
        static let closeSize: CGFloat = 30
        static let segmentGap: CGFloat = 20
        static let sectionGap: CGFloat = 24
        static let captionHeight: CGFloat = 18
        static let captionGap: CGFloat = 8
        static let rowHeight: CGFloat = 36
        static let valueBoxWidth: CGFloat = 72
        static let valueBoxGap: CGFloat = 12
        static let swatchSize: CGFloat = 76
        /// The sliders' gradient capsules are as tall as the thumb.
        static let trackHeight: CGFloat = 28
        static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
        static let captionFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
        static let valueFont = UIFont.systemFont(ofSize: 17)
        /// The popover's size on iPad (⚠ iOS 17's picker popover).
        static let popoverSize = CGSize(width: 375, height: 600)
        // ⚠ The bar's title when `title` is nil: "Colors", as iOS shows it.
        static let defaultTitle = "Colors"
    }

    /// The pages of the switch at the top, in its order.
    enum Page: Int { case grid = 0, spectrum = 1, sliders = 2 }

    /// Whom the picker tells about the user's picks and its dismissal.
    open weak var delegate: UIColorPickerViewControllerDelegate?

    /// The selected colour. Default white (⚠ as iOS 17's picker starts). Setting it in code moves the picker's
    /// controls and tells nobody; without `supportsAlpha` it is made opaque.
    open var selectedColor: UIColor {
        get { selectedColorStorage }
        set {
            selectedColorStorage = supportsAlphaStorage ? newValue : opaque(newValue)
            refreshControls()
        }
    }
    private var selectedColorStorage: UIColor = .white

    /// Whether the user may choose an opacity (the opacity slider shows). Default true. Turning it off makes
    /// the selected colour opaque.
    open var supportsAlpha: Bool {
        get { supportsAlphaStorage }
        set {
            supportsAlphaStorage = newValue
            if !newValue { selectedColorStorage = opaque(selectedColorStorage) }
            refreshControls()
            viewIfLoaded?.setNeedsLayout()
        }
    }
    private var supportsAlphaStorage = true

    /// The title shown in the picker's bar ("Colors" when nil).
    open override var title: String? {
        didSet { titleLabel.text = title ?? Metrics.defaultTitle }
    }

    /// Whether the picker offers its eyedropper (iOS 26). Default true.
    open var supportsEyedropper = true { didSet { eyedropperButton.isHidden = !supportsEyedropper } }

    /// The largest linear exposure a picked colour may have (iOS 26). Default 1 (standard dynamic range);
    /// values under 1 are ignored.
    // Linux: there is no HDR output, so picks stay within standard range whatever the value.
    open var maximumLinearExposure: CGFloat {
        get { maximumLinearExposureStorage }
        set { if newValue >= 1 { maximumLinearExposureStorage = newValue } }
    }
    private var maximumLinearExposureStorage: CGFloat = 1

    /// Told of every user pick after the delegate (the colour well's hook).
    var userSelectionHandler: ((UIColor, Bool) -> Void)?
    /// Told when the user dismissed the picker, after the delegate (the colour well's hook).
    var userFinishHandler: (() -> Void)?

    // MARK: Views

    let titleLabel = UILabel()
    let closeButton = ColorPickerCloseButton()
    let eyedropperButton = ColorPickerEyedropperButton()
    /// The clear view over the window while the eyedropper is out.
    private(set) var eyedropperOverlay: ColorPickerEyedropperOverlay?
    /// What was hidden to let the user see the window while the eyedropper is out.
    private weak var hiddenForEyedropper: UIView?
    let modeControl = UISegmentedControl(items: ["Grid", "Spectrum", "Sliders"])
    let gridView = ColorPickerGridView()
    let spectrumView = ColorPickerSpectrumView()
    let slidersView = UIView()
    /// Red, green and blue, 0…255.
    let channelSliders = [UISlider(), UISlider(), UISlider()]
    private let channelCaptions = [UILabel(), UILabel(), UILabel()]
    let channelFields = [UITextField(), UITextField(), UITextField()]
    private let hexCaption = UILabel()
    let hexField = UITextField()
    private let opacityCaption = UILabel()
    /// The opacity, 0…1 (shown as a percentage).
    let opacitySlider = UISlider()
    /// The gradients behind the red, green, blue and opacity sliders.
    private let channelTracks = [ColorPickerTrackView(), ColorPickerTrackView(), ColorPickerTrackView()]
    private let opacityTrack = ColorPickerTrackView()
    let opacityField = UITextField()
    let swatchView = ColorPickerSwatchView()
    private var valueBoxes: [UIView] = []
    /// Whether a slider drag has changed the colour (its end then makes the final, non-continuous pick).
    private var sliderDragChanged = false

    /// The page on show.
    var page: Page { Page(rawValue: modeControl.selectedSegmentIndex) ?? .grid }

    // MARK: Life cycle

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        preferredContentSize = Metrics.popoverSize
    }

    // Linux: there are no nib archives; the initializer exists so iOS subclasses compile.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        preferredContentSize = Metrics.popoverSize
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = title ?? Metrics.defaultTitle
        titleLabel.font = Metrics.titleFont
        titleLabel.textAlignment = .center
        titleLabel.textColor = .label
        view.addSubview(titleLabel)

        closeButton.addTarget(self, action: { [weak self] _ in self?.closeTapped() }, for: .touchUpInside)
        view.addSubview(closeButton)

        eyedropperButton.isHidden = !supportsEyedropper
        eyedropperButton.addTarget(self, action: { [weak self] _ in self?.beginEyedropper() }, for: .touchUpInside)
        view.addSubview(eyedropperButton)

        modeControl.selectedSegmentIndex = Page.grid.rawValue
        modeControl.addTarget(self, action: { [weak self] _ in self?.pageDidChange() }, for: .valueChanged)
        view.addSubview(modeControl)

        gridView.onPick = { [weak self] row, column, continuously in
            guard let self else { return }
            self.userPicked(ColorPickerPalette.color(row: row, column: column, alpha: self.currentAlpha), continuously: continuously)
        }
        view.addSubview(gridView)

        spectrumView.onPick = { [weak self] h, s, v, continuously in
            guard let self else { return }
            self.userPicked(UIColor(hue: h, saturation: s, brightness: v, alpha: self.currentAlpha), continuously: continuously)
        }
        view.addSubview(spectrumView)

        let channelNames = ["RED", "GREEN", "BLUE"]
        for i in 0..<3 {
            let caption = channelCaptions[i]
            caption.text = channelNames[i]
            styleCaption(caption)
            slidersView.addSubview(caption)
            let slider = channelSliders[i]
            slider.minimumValue = 0
            slider.maximumValue = 255
            slidersView.addSubview(channelTracks[i])
            clearTrack(of: slider)
            observe(slider)
            slidersView.addSubview(slider)
            let box = makeValueBox(channelFields[i])
            slidersView.addSubview(box)
        }
        hexCaption.text = "sRGB Hex Color #"
        hexCaption.font = Metrics.valueFont
        hexCaption.textColor = .label
        slidersView.addSubview(hexCaption)
        slidersView.addSubview(makeValueBox(hexField))
        view.addSubview(slidersView)

        opacityCaption.text = "OPACITY"
        styleCaption(opacityCaption)
        view.addSubview(opacityCaption)
        opacitySlider.minimumValue = 0
        opacitySlider.maximumValue = 1
        opacityTrack.checkered = true
        view.addSubview(opacityTrack)
        clearTrack(of: opacitySlider)
        observe(opacitySlider)
        view.addSubview(opacitySlider)
        view.addSubview(makeValueBox(opacityField))

        swatchView.cornerRadius = 10
        view.addSubview(swatchView)

        pageDidChange()
        refreshControls()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPicker()
    }

    // MARK: Layout

    private func layoutPicker() {
        let b = view.bounds
        let m = Metrics.margin
        let width = max(b.width - 2 * m, 0)
        titleLabel.frame = CGRect(x: m + Metrics.closeSize, y: 0, width: max(width - 2 * Metrics.closeSize, 0), height: Metrics.headerHeight)
        closeButton.frame = CGRect(x: b.width - m - Metrics.closeSize, y: (Metrics.headerHeight - Metrics.closeSize) / 2,
                                   width: Metrics.closeSize, height: Metrics.closeSize)
        eyedropperButton.frame = CGRect(x: m, y: (Metrics.headerHeight - Metrics.closeSize) / 2,
                                        width: Metrics.closeSize, height: Metrics.closeSize)
        let segmentHeight = modeControl.intrinsicContentSize.height
        modeControl.frame = CGRect(x: m, y: Metrics.headerHeight, width: width, height: segmentHeight)

        // The grid's cells are (nearly) square across the full width; every page takes the grid's size.
        let top = Metrics.headerHeight + segmentHeight + Metrics.segmentGap
        let height = (width * CGFloat(ColorPickerPalette.rows) / CGFloat(ColorPickerPalette.columns)).rounded()
        let pageFrame = CGRect(x: m, y: top, width: width, height: height)
        gridView.frame = pageFrame
        spectrumView.frame = pageFrame
        slidersView.frame = CGRect(x: m, y: top, width: width, height: pageFrame.height)
        layoutSliders(width: width)

        var y = pageFrame.maxY + Metrics.sectionGap
        let sliderWidth = max(width - Metrics.valueBoxWidth - Metrics.valueBoxGap, 0)
        opacityCaption.frame = CGRect(x: m, y: y, width: width, height: Metrics.captionHeight)
        y += Metrics.captionHeight + Metrics.captionGap
        opacitySlider.frame = CGRect(x: m, y: y + (Metrics.rowHeight - 31) / 2, width: sliderWidth, height: 31)
        opacityField.superview?.frame = CGRect(x: m + sliderWidth + Metrics.valueBoxGap, y: y, width: Metrics.valueBoxWidth, height: Metrics.rowHeight)
        opacityTrack.frame = trackFrame(of: opacitySlider)
        for v in [opacityCaption, opacitySlider, opacityTrack, opacityField.superview].compactMap({ $0 }) { v.isHidden = !supportsAlphaStorage }
        if supportsAlphaStorage { y += Metrics.rowHeight + Metrics.sectionGap }
        swatchView.frame = CGRect(x: m, y: y, width: Metrics.swatchSize, height: Metrics.swatchSize)
        for box in valueBoxes { box.subviews.first?.frame = box.bounds.insetBy(dx: 6, dy: 0) }
    }

    private func layoutSliders(width: CGFloat) {
        let sliderWidth = max(width - Metrics.valueBoxWidth - Metrics.valueBoxGap, 0)
        var y: CGFloat = 0
        for i in 0..<3 {
            channelCaptions[i].frame = CGRect(x: 0, y: y, width: width, height: Metrics.captionHeight)
            y += Metrics.captionHeight + Metrics.captionGap
            channelSliders[i].frame = CGRect(x: 0, y: y + (Metrics.rowHeight - 31) / 2, width: sliderWidth, height: 31)
            channelTracks[i].frame = trackFrame(of: channelSliders[i])
            channelFields[i].superview?.frame = CGRect(x: sliderWidth + Metrics.valueBoxGap, y: y, width: Metrics.valueBoxWidth, height: Metrics.rowHeight)
            y += Metrics.rowHeight + Metrics.captionGap
        }
        y += Metrics.captionGap
        hexCaption.frame = CGRect(x: 0, y: y, width: sliderWidth, height: Metrics.rowHeight)
        hexField.superview?.frame = CGRect(x: sliderWidth + Metrics.valueBoxGap - 24, y: y, width: Metrics.valueBoxWidth + 24, height: Metrics.rowHeight)
    }

    /// The capsule behind a slider: the slider's width, the thumb's height, centred on the slider.
    private func trackFrame(of slider: UISlider) -> CGRect {
        let f = slider.frame
        return CGRect(x: f.minX, y: f.midY - Metrics.trackHeight / 2, width: f.width, height: Metrics.trackHeight)
    }

    /// The picker draws its sliders' tracks itself (gradients), so the slider's own are clear.
    private func clearTrack(of slider: UISlider) {
        slider.minimumTrackTintColor = .clear
        slider.maximumTrackTintColor = .clear
    }

    private func styleCaption(_ label: UILabel) {
        label.font = Metrics.captionFont
        label.textColor = .secondaryLabel
    }

    /// A rounded gray box holding `field` (the pages' value fields). Return or leaving the field applies what
    /// was typed as a user pick; text that is no value puts the field back.
    private func makeValueBox(_ field: UITextField) -> UIView {
        let box = UIView()
        box.backgroundColor = .tertiarySystemFill
        box.layer.cornerRadius = 8
        field.font = Metrics.valueFont
        field.textColor = .label
        field.textAlignment = .center
        field.borderStyle = .none
        field.returnKeyType = .done
        field.autocorrectionType = .no
        field.autocapitalizationType = .allCharacters
        field.keyboardType = field === hexField ? .asciiCapable : .numberPad
        field.addTarget(self, action: { [weak self, weak field] _ in
            guard let self, let field else { return }
            self.fieldEdited(field)
        }, for: .editingDidEnd)
        field.addTarget(self, action: { _ in }, for: .editingDidEndOnExit) // Return resigns the field.
        box.addSubview(field)
        valueBoxes.append(box)
        return box
    }

    /// Applies a value typed into one of the fields: a channel 0–255, the hex colour (6 digits, an optional #),
    /// the opacity in percent (an optional %). Out-of-range numbers are clamped.
    private func fieldEdited(_ field: UITextField) {
        let text = (field.text ?? "").trimmingCharacters(in: .whitespaces)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 1
        _ = selectedColorStorage.getRed(&r, green: &g, blue: &b, alpha: &a)
        var picked: UIColor?
        if let i = channelFields.firstIndex(where: { $0 === field }), let n = Int(text) {
            var c = [r, g, b]
            c[i] = CGFloat(min(max(n, 0), 255)) / 255
            picked = UIColor(red: c[0], green: c[1], blue: c[2], alpha: a)
        } else if field === hexField {
            let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
            if digits.count == 6, let v = UInt32(digits, radix: 16) {
                picked = UIColor(red: CGFloat((v >> 16) & 0xFF) / 255, green: CGFloat((v >> 8) & 0xFF) / 255,
                                 blue: CGFloat(v & 0xFF) / 255, alpha: a)
            }
        } else if field === opacityField {
            let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
            if let n = Int(digits.trimmingCharacters(in: .whitespaces)) {
                picked = selectedColorStorage.withAlphaComponent(CGFloat(min(max(n, 0), 100)) / 100)
            }
        }
        guard let picked, bytesDiffer(picked, selectedColorStorage) else {
            refreshControls()
            return
        }
        userPicked(picked, continuously: false)
    }

    private func bytesDiffer(_ x: UIColor, _ y: UIColor) -> Bool {
        func parts(_ c: UIColor) -> [CGFloat] {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b, a]
        }
        return zip(parts(x), parts(y)).contains { abs($0 - $1) >= 0.5 / 255 }
    }

    // MARK: User actions

    private func pageDidChange() {
        gridView.isHidden = page != .grid
        spectrumView.isHidden = page != .spectrum
        slidersView.isHidden = page != .sliders
    }

    private func observe(_ slider: UISlider) {
        slider.addTarget(self, action: { [weak self] _ in self?.sliderMoved() }, for: .valueChanged)
        for end: UIControl.Event in [.touchUpInside, .touchUpOutside, .touchCancel] {
            slider.addTarget(self, action: { [weak self] _ in self?.sliderDragEnded() }, for: end)
        }
    }

    /// The colour the sliders show now.
    private var sliderColor: UIColor {
        let c = channelSliders.map { CGFloat($0.value.rounded()) / 255 }
        let alpha = supportsAlphaStorage ? CGFloat(opacitySlider.value) : 1
        return UIColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    private func sliderMoved() {
        sliderDragChanged = true
        let tracking = channelSliders.contains { $0.isTracking } || opacitySlider.isTracking
        userPicked(sliderColor, continuously: tracking)
    }

    private func sliderDragEnded() {
        guard sliderDragChanged else { return }
        sliderDragChanged = false
        userPicked(selectedColorStorage, continuously: false)
    }

    /// The opacity a pick from the grid or the spectrum keeps (1 without `supportsAlpha`).
    private var currentAlpha: CGFloat {
        guard supportsAlphaStorage else { return 1 }
        var a: CGFloat = 1
        _ = selectedColorStorage.getRed(nil, green: nil, blue: nil, alpha: &a)
        return a
    }

    /// A pick by the user: takes the colour and tells the delegate, with the iOS 15 call first and the
    /// deprecated iOS 14 one after it, then the colour well.
    func userPicked(_ color: UIColor, continuously: Bool) {
        selectedColorStorage = supportsAlphaStorage ? color : opaque(color)
        refreshControls()
        let picked = selectedColorStorage
        delegate?.colorPickerViewController(self, didSelect: picked, continuously: continuously)
        delegate?.colorPickerViewControllerDidSelectColor(self)
        userSelectionHandler?(picked, continuously)
    }

    /// The eyedropper: the picker steps aside (its presentation hidden) and the next touch on the window picks
    /// the colour under it, keeping the current opacity; then the picker comes back.
    private func beginEyedropper() {
        guard eyedropperOverlay == nil, let window = view.window else { return }
        let hidden: UIView = presentationController?.containerView ?? view
        hidden.isHidden = true
        hiddenForEyedropper = hidden
        let overlay = ColorPickerEyedropperOverlay(frame: window.bounds)
        overlay.onSample = { [weak self, weak window] point in
            guard let self, let window else { return }
            let sampled = ColorPickerEyedropperOverlay.sample(window, at: point)
            self.endEyedropper()
            if let sampled { self.userPicked(sampled.withAlphaComponent(self.currentAlpha), continuously: false) }
        }
        overlay.onCancel = { [weak self] in self?.endEyedropper() }
        window.addSubview(overlay)
        eyedropperOverlay = overlay
    }

    private func endEyedropper() {
        eyedropperOverlay?.removeFromSuperview()
        eyedropperOverlay = nil
        hiddenForEyedropper?.isHidden = false
        hiddenForEyedropper = nil
    }

    private func closeTapped() {
        dismiss(animated: true) { [weak self] in self?.userDidFinish() }
    }

    /// The user dismissed the picker (the close button, a swipe or a tap outside).
    override func presentationDidEndByUser() {
        userDidFinish()
    }

    private func userDidFinish() {
        delegate?.colorPickerViewControllerDidFinish(self)
        userFinishHandler?()
    }

    // MARK: Showing the colour

    private func opaque(_ color: UIColor) -> UIColor {
        var a: CGFloat = 1
        _ = color.getRed(nil, green: nil, blue: nil, alpha: &a)
        return a == 1 ? color : color.withAlphaComponent(1)
    }

    /// Moves every page's controls to the selected colour (the one being dragged follows the finger anyway).
    private func refreshControls() {
        guard isViewLoaded else { return }
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 1
        _ = selectedColorStorage.getRed(&r, green: &g, blue: &b, alpha: &a)
        let bytes = [r, g, b].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        for i in 0..<3 {
            if !channelSliders[i].isTracking { channelSliders[i].value = Float(bytes[i]) }
            if !channelFields[i].isEditing { channelFields[i].text = "\(bytes[i])" }
        }
        if !hexField.isEditing { hexField.text = bytes.map { String(format: "%02X", $0) }.joined() }
        if !opacitySlider.isTracking { opacitySlider.value = Float(a) }
        if !opacityField.isEditing { opacityField.text = "\(Int((min(max(a, 0), 1) * 100).rounded()))%" }
        let opaqueColor = UIColor(red: r, green: g, blue: b, alpha: 1)
        opacityTrack.from = opaqueColor.withAlphaComponent(0)
        opacityTrack.to = opaqueColor
        for i in 0..<3 {
            var low = [r, g, b], high = [r, g, b]
            low[i] = 0
            high[i] = 1
            channelTracks[i].from = UIColor(red: low[0], green: low[1], blue: low[2], alpha: 1)
            channelTracks[i].to = UIColor(red: high[0], green: high[1], blue: high[2], alpha: 1)
        }
        swatchView.color = selectedColorStorage
        gridView.selectedCell = ColorPickerPalette.cell(of: selectedColorStorage)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        _ = selectedColorStorage.getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        // Colours off the spectrum's surface (neither full brightness nor full saturation) sit where their
        // hue and the larger of the two put them.
        if v < 1 && s < 1 { if v >= s { v = 1 } else { s = 1 } }
        spectrumView.selection = (h, s, v)
    }
}
