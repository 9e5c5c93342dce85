import Foundation

/// The meaning of a text input's content, which the system uses for autofill (a trait; no autofill on the desktop).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    // Raw values as iOS reports them (UITextContentType(rawValue:) round trips; "honorifix" is Apple's spelling).
    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorifix-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorifix-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    // iOS 15 and 17 additions; their raw values are not measured here (named after the HTML autofill tokens).
    public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
    public static let flightNumber = UITextContentType("flight-number")
    public static let dateTime = UITextContentType("date-time")
    public static let birthdate = UITextContentType("bday")
    public static let birthdateDay = UITextContentType("bday-day")
    public static let birthdateMonth = UITextContentType("bday-month")
    public static let birthdateYear = UITextContentType("bday-year")
    public static let creditCardSecurityCode = UITextContentType("cc-csc")
    public static let creditCardName = UITextContentType("cc-name")
    public static let creditCardGivenName = UITextContentType("cc-given-name")
    public static let creditCardMiddleName = UITextContentType("cc-additional-name")
    public static let creditCardFamilyName = UITextContentType("cc-family-name")
    public static let creditCardExpiration = UITextContentType("cc-exp")
    public static let creditCardExpirationMonth = UITextContentType("cc-exp-month")
    public static let creditCardExpirationYear = UITextContentType("cc-exp-year")
    public static let creditCardType = UITextContentType("cc-type")
}
