import Testing
import UIKit
@testable import CatalogScreens
