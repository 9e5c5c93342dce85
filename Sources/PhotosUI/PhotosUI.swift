// `import PhotosUI` brings UIKit (and with it Foundation), as Apple's module does (its module map exports the
// modules its headers import).
@_exported import UIKit
