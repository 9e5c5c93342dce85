import UIKit
print("Catalog: nothing yet")
