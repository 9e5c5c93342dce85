import Foundation

/// `<textInputTraits key="textInputTraits" autocapitalizationType="words" keyboardType="emailAddress"
/// returnKeyType="done" secureTextEntry="YES" textContentType="username"/>`, applied to a text field or view.
struct NibTextInputTraits {
    let element: NibElement

    init(_ element: NibElement) { self.element = element }

    @MainActor func apply(to field: UITextField) {
        if let v = autocapitalization { field.autocapitalizationType = v }
        if let v = autocorrection { field.autocorrectionType = v }
        if let v = keyboard { field.keyboardType = v }
        if let v = returnKey { field.returnKeyType = v }
        if let v = element.bool("secureTextEntry") { field.isSecureTextEntry = v }
        if let v = element.bool("enablesReturnKeyAutomatically") { field.enablesReturnKeyAutomatically = v }
        if let v = element["textContentType"] { field.textContentType = UITextContentType(rawValue: v) }
    }

    @MainActor func apply(to view: UITextView) {
        if let v = autocapitalization { view.autocapitalizationType = v }
        if let v = autocorrection { view.autocorrectionType = v }
        if let v = keyboard { view.keyboardType = v }
        if let v = returnKey { view.returnKeyType = v }
        if let v = element.bool("secureTextEntry") { view.isSecureTextEntry = v }
    }

    private var autocapitalization: UITextAutocapitalizationType? {
        switch element["autocapitalizationType"] {
        case "none": UITextAutocapitalizationType.none
        case "words": .words
        case "sentences": .sentences
        case "allCharacters": .allCharacters
        default: nil
        }
    }

    private var autocorrection: UITextAutocorrectionType? {
        switch element["autocorrectionType"] {
        case "default": .default
        case "no": .no
        case "yes": .yes
        default: nil
        }
    }

    private var keyboard: UIKeyboardType? {
        switch element["keyboardType"] {
        case "default": .default
        case "alphabet", "ASCIICapable": .asciiCapable
        case "numbersAndPunctuation": .numbersAndPunctuation
        case "URL": .URL
        case "numberPad": .numberPad
        case "phonePad": .phonePad
        case "namePhonePad": .namePhonePad
        case "emailAddress": .emailAddress
        case "decimalPad": .decimalPad
        case "twitter": .twitter
        case "webSearch": .webSearch
        case "ASCIICapableNumberPad": .asciiCapableNumberPad
        default: nil
        }
    }

    private var returnKey: UIReturnKeyType? {
        switch element["returnKeyType"] {
        case "default": .default
        case "go": .go
        case "google": .google
        case "join": .join
        case "next": .next
        case "route": .route
        case "search": .search
        case "send": .send
        case "yahoo": .yahoo
        case "done": .done
        case "emergencyCall": .emergencyCall
        case "continue": .continue
        default: nil
        }
    }
}
