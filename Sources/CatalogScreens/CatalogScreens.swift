import UIKit

/// The Catalog's screens (placeholder until the Catalog is written).
public enum CatalogScreens {}
