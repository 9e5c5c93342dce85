import UIKit

/// SPEC-NEXT §2: UIScrollView. A drawn "photo" in a zooming scroll view (pinch, or double-tap to zoom in and
/// out), a paging carousel of five cards, and a list that decelerates, bounces and refreshes when pulled.
@MainActor
final class ScrollingPageViewController: CatalogPageViewController, UIScrollViewDelegate {
    /// A landscape drawn once: sky, sun, hills and a grid to show the scale.
    final class PhotoView: UIView {
        override func draw(_ rect: CGRect) {
            let b = bounds
            UIColor(red: 0.55, green: 0.78, blue: 0.95, alpha: 1).setFill()
            UIRectFill(b)
            UIColor(red: 1, green: 0.8, blue: 0.25, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: b.width * 0.68, y: b.height * 0.1, width: 70, height: 70)).fill()
            let hills = UIBezierPath()
            hills.move(to: CGPoint(x: 0, y: b.height * 0.7))
            hills.addCurve(to: CGPoint(x: b.width, y: b.height * 0.6), controlPoint1: CGPoint(x: b.width * 0.3, y: b.height * 0.35),
                           controlPoint2: CGPoint(x: b.width * 0.6, y: b.height * 0.9))
            hills.addLine(to: CGPoint(x: b.width, y: b.height))
            hills.addLine(to: CGPoint(x: 0, y: b.height))
            hills.close()
            UIColor(red: 0.3, green: 0.62, blue: 0.3, alpha: 1).setFill()
            hills.fill()
            UIColor.white.withAlphaComponent(0.35).setStroke()
            let grid = UIBezierPath()
            for x in stride(from: CGFloat(0), through: b.width, by: 40) { grid.move(to: CGPoint(x: x, y: 0)); grid.addLine(to: CGPoint(x: x, y: b.height)) }
            for y in stride(from: CGFloat(0), through: b.height, by: 40) { grid.move(to: CGPoint(x: 0, y: y)); grid.addLine(to: CGPoint(x: b.width, y: y)) }
            grid.lineWidth = 1
            grid.stroke()
        }
    }

    let photoScroll = UIScrollView(frame: CGRect(x: 20, y: 48, width: 360, height: 250))
    let photo = PhotoView(frame: CGRect(x: 0, y: 0, width: 360, height: 250))
    let zoomLabel = makeLabel("zoom 1.00×", frame: CGRect(x: 20, y: 304, width: 360, height: 16), size: 12, color: .secondaryLabel)
    let carousel = UIScrollView(frame: CGRect(x: 420, y: 48, width: 360, height: 150))
    let pageLabel = makeLabel("page 1 of 5", frame: CGRect(x: 420, y: 204, width: 360, height: 16), size: 12, color: .secondaryLabel)
    let list = UIScrollView(frame: CGRect(x: 420, y: 262, width: 360, height: 220))
    let listLabel = makeLabel("offset 0", frame: CGRect(x: 420, y: 488, width: 360, height: 16), size: 12, color: .secondaryLabel)
    let refresh = UIRefreshControl()
    private(set) var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let c = canvas
        makeHeading("Zooming: pinch, or double-tap", at: CGPoint(x: 20, y: 14), width: 360, in: c)
        photoScroll.backgroundColor = .systemGray6
        photoScroll.addSubview(photo)
        photoScroll.contentSize = photo.bounds.size
        photoScroll.minimumZoomScale = 1
        photoScroll.maximumZoomScale = 4
        photoScroll.delegate = self
        photoScroll.layer.cornerRadius = 10
        let doubleTap = UITapGestureRecognizer(handler: { [weak self] g in self?.toggleZoom(at: g.location(in: self?.photo)) })
        doubleTap.numberOfTapsRequired = 2
        photoScroll.addGestureRecognizer(doubleTap)
        c.addSubview(photoScroll)
        c.addSubview(zoomLabel)
        c.addSubview(makeLabel("minimumZoomScale 1, maximumZoomScale 4, bouncesZoom: a pinch past 4× eases back.",
                               frame: CGRect(x: 20, y: 328, width: 360, height: 32), size: 12, color: .secondaryLabel, lines: 2))

        makeHeading("Paging", at: CGPoint(x: 420, y: 14), width: 360, in: c)
        carousel.isPagingEnabled = true
        carousel.showsHorizontalScrollIndicator = false
        carousel.layer.cornerRadius = 10
        carousel.delegate = self
        let colors: [UIColor] = [.systemBlue, .systemPink, .systemOrange, .systemTeal, .systemPurple]
        for (i, color) in colors.enumerated() {
            let card = makeBox(CGRect(x: CGFloat(i) * 360 + 10, y: 10, width: 340, height: 130), color, cornerRadius: 12)
            card.addSubview(makeLabel("\(i + 1)", frame: CGRect(x: 0, y: 35, width: 340, height: 60), size: 48, weight: .bold,
                                      color: .white, alignment: .center))
            carousel.addSubview(card)
        }
        carousel.contentSize = CGSize(width: 360 * CGFloat(colors.count), height: 150)
        c.addSubview(carousel)
        c.addSubview(pageLabel)

        makeHeading("Deceleration, bounce, pull to refresh", at: CGPoint(x: 420, y: 228), width: 360, in: c)
        list.backgroundColor = .systemGray6
        list.layer.cornerRadius = 10
        list.alwaysBounceVertical = true
        list.delegate = self
        for i in 0..<40 {
            let row = makeLabel("Row \(i + 1)", frame: CGRect(x: 16, y: CGFloat(i) * 36 + 8, width: 328, height: 20), size: 14)
            list.addSubview(row)
            list.addSubview(makeBox(CGRect(x: 16, y: CGFloat(i) * 36 + 35, width: 328, height: 1), .separator))
        }
        list.contentSize = CGSize(width: 360, height: 40 * 36)
        refresh.addAction(UIAction { [weak self] _ in self?.didPullToRefresh() }, for: .valueChanged)
        list.refreshControl = refresh
        c.addSubview(list)
        c.addSubview(listLabel)
    }

    private func toggleZoom(at point: CGPoint) {
        if photoScroll.zoomScale > 1 {
            photoScroll.setZoomScale(1, animated: true)
        } else {
            photoScroll.zoom(to: CGRect(x: point.x - 45, y: point.y - 31.25, width: 90, height: 62.5), animated: true)
        }
    }

    private func didPullToRefresh() {
        refreshes += 1
        listLabel.text = "refreshing…"
        // The "work": the label dims for a second, then the refresh ends.
        UIView.animate(withDuration: 1, animations: { self.listLabel.alpha = 0.5 }) { [weak self] _ in
            guard let self else { return }
            self.listLabel.alpha = 1
            self.listLabel.text = "refreshed \(self.refreshes)×"
            self.refresh.endRefreshing()
        }
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { scrollView === photoScroll ? photo : nil }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        zoomLabel.text = String(format: "zoom %.2f×", Double(scrollView.zoomScale))
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView === list, !refresh.isRefreshing { listLabel.text = "offset \(Int(scrollView.contentOffset.y.rounded()))" }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard scrollView === carousel else { return }
        pageLabel.text = "page \(Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded()) + 1) of 5"
    }
}
