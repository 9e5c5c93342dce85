import Foundation

extension UIActivity {
    /// An activity's identifier. The system's carry Apple's raw values, so code comparing or excluding them
    /// by string matches iOS.
    public struct ActivityType: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        // Apple's UIActivityTypes (UIKit/UIActivity.h), raw values checked against the SDK's strings.
        public static let postToFacebook = ActivityType(rawValue: "com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType(rawValue: "com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType(rawValue: "com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
        public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
        public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType(rawValue: "com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType(rawValue: "com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType(rawValue: "com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType(rawValue: "com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType(rawValue: "com.apple.UIKit.activity.PostToVimeo")
        /// Not "PostToTencentWeibo": Apple's string drops the "PostTo".
        public static let postToTencentWeibo = ActivityType(rawValue: "com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType(rawValue: "com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType(rawValue: "com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType(rawValue: "com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType(rawValue: "com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType(rawValue: "com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType(rawValue: "com.apple.UIKit.activity.AddToHomeScreen")
    }
}
