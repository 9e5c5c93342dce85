import Foundation
import UIKit

/// `Benchmarks scroll-app` (hidden): a window filled by a scroll view whose content is three 300-pt bands, red,
/// green and blue, for the desktop test that scrolls it with the mouse wheel under Xvfb. It prints `launched`,
/// then `scrolled y=…` at the end of each burst of wheel events.
enum ScrollDesktopApp {
    static func run() -> Never {
        MainActor.assumeIsolated { UIApplicationMain(delegate: ScrollDesktopAppDelegate.self) }
    }
}

final class ScrollDesktopAppDelegate: UIResponder, UIApplicationDelegate, UIScrollViewDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let w = UIWindow(frame: UIScreen.main.bounds)
        let scroll = UIScrollView(frame: w.bounds)
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let colors: [UIColor] = [.red, .green, .blue]
        for (i, c) in colors.enumerated() {
            let band = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 300, width: 2000, height: 300))
            band.backgroundColor = c
            scroll.addSubview(band)
        }
        scroll.contentSize = CGSize(width: w.bounds.width, height: 900)
        scroll.delegate = self
        w.addSubview(scroll)
        w.makeKeyAndVisible()
        window = w
        DesktopBenchmark.say("launched \(Int(UIScreen.main.bounds.width))x\(Int(UIScreen.main.bounds.height))@\(Int(UIScreen.main.scale))")
        return true
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        DesktopBenchmark.say("scrolled y=\(Int(scrollView.contentOffset.y))")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        DesktopBenchmark.say("terminating")
    }
}
