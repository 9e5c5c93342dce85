/// The look of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content, following the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
