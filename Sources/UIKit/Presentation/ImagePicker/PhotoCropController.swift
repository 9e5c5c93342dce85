import Foundation

/// The image picker's "Move and Scale" screen (`allowsEditing`): the image in a square the width of the screen,
/// filled at the smallest zoom, the rest dimmed; dragging moves and pinching scales it inside the square. Choose
/// picks the square's part of the image; Cancel goes back to the grid.
@MainActor
final class PhotoCropController: UIViewController, UIScrollViewDelegate {
    private enum Metrics {
        // ⚠ iOS 17's crop screen: white text, a 50 % black veil outside the square, buttons 16 pt from the edges.
        static let title = "Move and Scale"
        static let cancelTitle = "Cancel"
        static let chooseTitle = "Choose"
        static let veilAlpha: CGFloat = 0.5
        static let margin: CGFloat = 16
        static let maximumZoomFactor: CGFloat = 4
    }

    private weak var picker: UIImagePickerController?
    private let url: URL
    let image: UIImage
    let scrollView = UIScrollView()
    private let imageView: UIImageView
    private let titleLabel = UILabel()
    let cancelButton = UIButton(type: .system)
    let chooseButton = UIButton(type: .system)
    private let veils = [UIView(), UIView()]
    private var laidOutSide: CGFloat = 0

    init(picker: UIImagePickerController, url: URL, image: UIImage) {
        self.picker = picker
        self.url = url
        self.image = image
        imageView = UIImageView(image: image)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        scrollView.delegate = self
        scrollView.clipsToBounds = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.addSubview(imageView)
        view.addSubview(scrollView)
        for veil in veils {
            veil.backgroundColor = UIColor.black.withAlphaComponent(Metrics.veilAlpha)
            veil.isUserInteractionEnabled = false
            view.addSubview(veil)
        }
        titleLabel.text = Metrics.title
        titleLabel.textColor = .white
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        view.addSubview(titleLabel)
        for (button, title) in [(cancelButton, Metrics.cancelTitle), (chooseButton, Metrics.chooseTitle)] {
            button.setTitle(title, for: .normal)
            button.tintColor = .white
            button.titleLabel?.font = .systemFont(ofSize: 17)
            view.addSubview(button)
        }
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancel() }, for: .primaryActionTriggered)
        chooseButton.addAction(UIAction { [weak self] _ in self?.choose() }, for: .primaryActionTriggered)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds, safe = view.safeAreaInsets
        let side = bounds.width
        scrollView.frame = CGRect(x: 0, y: ((bounds.height - side) / 2).rounded(), width: side, height: side)
        veils[0].frame = CGRect(x: 0, y: 0, width: side, height: scrollView.frame.minY)
        veils[1].frame = CGRect(x: 0, y: scrollView.frame.maxY, width: side, height: bounds.height - scrollView.frame.maxY)
        titleLabel.sizeToFit()
        titleLabel.center = CGPoint(x: bounds.midX, y: safe.top + Metrics.margin + titleLabel.bounds.height / 2)
        for button in [cancelButton, chooseButton] { button.sizeToFit() }
        let bottom = bounds.height - safe.bottom - Metrics.margin
        cancelButton.frame.origin = CGPoint(x: Metrics.margin, y: bottom - cancelButton.bounds.height)
        chooseButton.frame.origin = CGPoint(x: bounds.width - Metrics.margin - chooseButton.bounds.width,
                                            y: bottom - chooseButton.bounds.height)
        guard side > 0, side != laidOutSide, image.size.width > 0, image.size.height > 0 else { return }
        laidOutSide = side
        // The smallest zoom fills the square; the image starts centred in it.
        let fill = max(side / image.size.width, side / image.size.height)
        scrollView.minimumZoomScale = fill
        scrollView.maximumZoomScale = fill * Metrics.maximumZoomFactor
        scrollView.zoomScale = fill
        scrollView.contentOffset = CGPoint(x: (scrollView.contentSize.width - side) / 2, y: (scrollView.contentSize.height - side) / 2)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    /// The square's part of the image, in its pixels.
    var cropRect: CGRect {
        let visible = scrollView.convert(scrollView.bounds, to: imageView)
        let pixels = CGRect(x: visible.minX * image.scale, y: visible.minY * image.scale,
                            width: visible.width * image.scale, height: visible.height * image.scale)
        let whole = CGRect(x: 0, y: 0, width: image.size.width * image.scale, height: image.size.height * image.scale)
        return pixels.intersection(whole).integral.intersection(whole)
    }

    private func cancel() {
        navigationController?.setNavigationBarHidden(false, animated: true)
        navigationController?.popViewController(animated: true)
    }

    private func choose() {
        picker?.finish(picking: url, image: image, crop: cropRect)
    }
}
