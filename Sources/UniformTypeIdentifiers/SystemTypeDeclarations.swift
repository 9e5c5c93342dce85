/// The system's type declarations: Apple's identifiers, their direct conformances and their tags as
/// UniformTypeIdentifiers' UTCoreTypes declares them (iOS 17), with English descriptions. Order matters:
/// among types sharing a tag, the earlier is preferred (so "xml" finds public.xml before the plists).
enum SystemTypeDeclarations {
    struct Declaration: Sendable {
        let identifier: String
        let conformances: [String]
        let extensions: [String]
        let mimeTypes: [String]
        let description: String?
    }

    private static func d(_ identifier: String, _ conformances: [String], _ extensions: [String] = [],
                          _ mimeTypes: [String] = [], _ description: String? = nil) -> Declaration {
        Declaration(identifier: identifier, conformances: conformances, extensions: extensions, mimeTypes: mimeTypes,
                    description: description)
    }

    static let all: [Declaration] = [
        // Abstract bases
        d("public.item", [], [], [], "item"),
        d("public.content", [], [], [], "content"),
        d("public.composite-content", ["public.content"], [], [], "composite content"),
        d("public.data", ["public.item"], [], [], "data"),
        d("public.directory", ["public.item"], [], [], "directory"),
        d("com.apple.resolvable", [], [], [], "resolvable"),
        d("public.symlink", ["public.item", "com.apple.resolvable"], [], [], "symbolic link"),
        d("public.executable", ["public.item"], [], [], "executable"),
        d("com.apple.mount-point", ["public.folder", "com.apple.resolvable"], [], [], "mount point"),
        d("com.apple.alias-file", ["public.data", "com.apple.resolvable"], [], [], "alias"),
        d("com.apple.bookmark", ["public.data", "com.apple.resolvable"], [], [], "URL bookmark data"),
        d("public.url", ["public.data"], [], [], "URL"),
        d("public.file-url", ["public.url"], [], [], "file URL"),
        // Text
        d("public.text", ["public.data", "public.content"], [], [], "text"),
        d("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"], "plain text document"),
        d("public.utf8-plain-text", ["public.plain-text"], [], ["text/plain;charset=utf-8"], "Unicode (UTF-8) text"),
        d("public.utf16-external-plain-text", ["public.plain-text"], ["utxt"], [], "Unicode (UTF-16) text"),
        d("public.utf16-plain-text", ["public.plain-text"], [], ["text/plain;charset=utf-16"], "Unicode (UTF-16) text"),
        d("public.delimited-values-text", ["public.text"], [], [], "delimited text"),
        d("public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv"], "comma-separated values"),
        d("public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"], "tab-separated values"),
        d("public.utf8-tab-separated-values-text", ["public.tab-separated-values-text", "public.utf8-plain-text"], [], [], "UTF-8 tab-separated values"),
        d("public.rtf", ["public.text"], ["rtf"], ["text/rtf", "application/rtf"], "rich text document"),
        d("public.html", ["public.text"], ["html", "htm", "shtml", "shtm"], ["text/html"], "HTML text"),
        d("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"], "XML text"),
        d("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml"], "YAML"),
        d("public.source-code", ["public.plain-text"], [], [], "source code"),
        d("public.assembly-source", ["public.source-code"], ["s"], [], "assembly source"),
        d("public.c-source", ["public.source-code"], ["c"], [], "C source"),
        d("public.objective-c-source", ["public.source-code"], ["m"], [], "Objective-C source"),
        d("public.swift-source", ["public.source-code"], ["swift"], [], "Swift source"),
        d("public.c-plus-plus-source", ["public.source-code"], ["cp", "cpp", "c++", "cc", "cxx"], [], "C++ source"),
        d("public.objective-c-plus-plus-source", ["public.source-code"], ["mm"], [], "Objective-C++ source"),
        d("public.c-header", ["public.source-code"], ["h"], [], "C header"),
        d("public.c-plus-plus-header", ["public.source-code"], ["hpp", "hxx", "hh", "h++"], [], "C++ header"),
        d("public.script", ["public.source-code"], [], [], "script"),
        d("com.apple.applescript.text", ["public.script"], ["applescript"], [], "AppleScript text"),
        d("com.apple.applescript.script", ["public.data"], ["scpt"], [], "AppleScript"),
        d("com.netscape.javascript-source", ["public.script"], ["js", "jscript", "javascript"], ["text/javascript"], "JavaScript"),
        d("public.shell-script", ["public.script"], ["sh", "command"], [], "shell script"),
        d("public.perl-script", ["public.shell-script"], ["pl", "pm"], ["text/x-perl-script"], "Perl script"),
        d("public.python-script", ["public.shell-script"], ["py"], ["text/x-python-script"], "Python script"),
        d("public.ruby-script", ["public.shell-script"], ["rb", "rbw"], ["text/ruby-script"], "Ruby script"),
        d("public.php-script", ["public.shell-script"], ["php", "php3", "php4", "ph3", "ph4", "phtml"], ["text/php"], "PHP script"),
        d("public.make-source", ["public.script"], ["mk"], [], "makefile"),
        d("public.json", ["public.text"], ["json"], ["application/json"], "JSON"),
        d("com.apple.property-list", ["public.data"], ["plist"], [], "property list"),
        d("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], [], [], "XML property list"),
        d("com.apple.binary-property-list", ["com.apple.property-list"], [], [], "binary property list"),
        d("public.log", ["public.data"], ["log"], [], "log file"),
        // Documents
        d("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"], "PDF document"),
        d("com.apple.rtfd", ["com.apple.package", "public.composite-content"], ["rtfd"], [], "rich text document with attachments"),
        d("com.apple.flat-rtfd", ["public.data", "public.composite-content"], [], ["com.apple.flat-rtfd"], "flat rich text document with attachments"),
        d("com.apple.webarchive", ["public.data", "public.composite-content"], ["webarchive"], ["application/x-webarchive"], "web archive"),
        d("org.idpf.epub-container", ["public.zip-archive", "public.composite-content"], ["epub"], ["application/epub+zip"], "EPUB document"),
        d("public.spreadsheet", ["public.content"], [], [], "spreadsheet"),
        d("public.presentation", ["public.composite-content"], [], [], "presentation"),
        d("public.database", [], [], [], "database"),
        // Images
        d("public.image", ["public.data", "public.content"], [], [], "image"),
        d("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg", "image/jpg"], "JPEG image"),
        d("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"], "TIFF image"),
        d("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"], "GIF image"),
        d("public.png", ["public.image"], ["png"], ["image/png"], "PNG image"),
        d("com.apple.icns", ["public.image"], ["icns"], [], "Apple icon image"),
        d("com.microsoft.bmp", ["public.image"], ["bmp", "dib"], ["image/bmp"], "Windows bitmap image"),
        d("com.microsoft.ico", ["public.image"], ["ico"], ["image/vnd.microsoft.icon"], "Windows icon image"),
        d("public.camera-raw-image", ["public.image"], [], [], "raw image"),
        d("public.svg-image", ["public.image"], ["svg", "svgz"], ["image/svg+xml"], "SVG image"),
        d("com.apple.live-photo", [], [], [], "Live Photo"),
        d("public.heif-standard", ["public.image"], [], [], "HEIF image"),
        d("public.heif", ["public.heif-standard"], ["heif"], ["image/heif"], "HEIF image"),
        d("public.heic", ["public.heif-standard"], ["heic"], ["image/heic"], "HEIC image"),
        d("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"], "WebP image"),
        d("public.3d-content", ["public.content"], [], [], "3D content"),
        d("com.pixar.universal-scene-description", ["public.3d-content", "public.data"], ["usd", "usda", "usdc"], [], "Universal Scene Description"),
        d("com.pixar.universal-scene-description-mobile", ["public.3d-content", "public.data"], ["usdz"], ["model/vnd.usdz+zip"], "Universal Scene Description package"),
        // Audio and video
        d("public.audiovisual-content", ["public.data", "public.content"], [], [], "audiovisual content"),
        d("public.movie", ["public.audiovisual-content"], [], [], "movie"),
        d("public.video", ["public.movie"], [], [], "video"),
        d("public.audio", ["public.audiovisual-content"], [], [], "audio"),
        d("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"], "QuickTime movie"),
        d("public.mpeg", ["public.movie"], ["mpg", "mpeg", "m75", "m15"], ["video/mpeg", "video/mpg"], "MPEG movie"),
        d("public.mpeg-2-video", ["public.video"], ["m2v"], ["video/mpeg2"], "MPEG-2 video"),
        d("public.mpeg-2-transport-stream", ["public.movie"], ["ts"], ["video/mp2t"], "MPEG-2 transport stream"),
        d("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg", "audio/mpeg3", "audio/mp3"], "MP3 audio"),
        d("public.mpeg-4", ["public.movie"], ["mp4", "mpeg4"], ["video/mp4", "video/mp4v"], "MPEG-4 movie"),
        d("public.mpeg-4-audio", ["public.mpeg-4", "public.audio"], ["m4a"], ["audio/mp4", "audio/x-m4a"], "MPEG-4 audio"),
        d("com.apple.protected-mpeg-4-audio", ["public.audio"], ["m4p"], [], "protected MPEG-4 audio"),
        d("com.apple.protected-mpeg-4-video", ["com.apple.m4v-video"], [], [], "protected MPEG-4 video"),
        d("com.apple.m4v-video", ["public.movie"], ["m4v"], ["video/x-m4v"], "MPEG-4 video"),
        d("public.avi", ["public.movie"], ["avi", "vfw"], ["video/avi", "video/msvideo", "video/x-msvideo"], "AVI movie"),
        d("public.aiff-audio", ["public.audio"], ["aiff", "aif"], ["audio/aiff", "audio/x-aiff"], "AIFF audio"),
        d("com.microsoft.waveform-audio", ["public.audio"], ["wav", "wave"], ["audio/vnd.wave", "audio/wav", "audio/wave", "audio/x-wav"], "Waveform audio"),
        d("public.midi-audio", ["public.audio"], ["mid", "midi", "smf", "kar"], ["audio/midi", "audio/x-midi"], "MIDI audio"),
        d("public.playlist", [], [], [], "playlist"),
        d("public.m3u-playlist", ["public.text", "public.playlist"], ["m3u", "m3u8"], ["audio/mpegurl", "audio/x-mpegurl"], "M3U playlist"),
        // Folders, bundles, executables
        d("public.folder", ["public.directory"], [], [], "folder"),
        d("public.volume", ["public.folder"], [], [], "volume"),
        d("com.apple.package", ["public.directory"], [], [], "package"),
        d("com.apple.bundle", ["public.directory"], ["bundle"], [], "bundle"),
        d("com.apple.plugin", ["com.apple.bundle", "com.apple.package"], ["plugin"], [], "plug-in"),
        d("com.apple.framework", ["com.apple.bundle"], ["framework"], [], "framework"),
        d("com.apple.application", ["public.executable"], [], [], "application"),
        d("com.apple.application-bundle", ["com.apple.application", "com.apple.bundle", "com.apple.package"], ["app"], [], "application"),
        d("com.apple.application-and-system-extension", ["com.apple.bundle"], ["appex"], [], "application extension"),
        d("public.unix-executable", ["public.data", "public.executable"], [], [], "Unix executable"),
        d("com.microsoft.windows-executable", ["public.data", "public.executable"], ["exe"], [], "Windows executable"),
        // Archives
        // Abstract: the archives that are files list public.data themselves (UTCoreTypes: gzip "conforms to public.data, public.archive").
        d("public.archive", [], [], [], "archive"),
        d("public.disk-image", ["public.archive"], [], [], "disk image"),
        d("org.gnu.gnu-zip-archive", ["public.data", "public.archive"], ["gz", "gzip"], ["application/x-gzip", "application/gzip"], "gzip archive"),
        d("public.bzip2-archive", ["public.data", "public.archive"], ["bz2", "bzip2"], ["application/x-bzip2"], "bzip2 archive"),
        d("com.pkware.zip-archive", ["public.data", "public.archive"], [], [], "ZIP archive"),
        d("public.zip-archive", ["com.pkware.zip-archive"], ["zip"], ["application/zip"], "ZIP archive"),
        d("com.apple.archive", ["public.data", "public.archive"], ["aar"], ["application/x-apple-archive"], "Apple archive"),
        d("public.tar-archive", ["public.data", "public.archive"], ["tar"], ["application/x-tar", "application/tar"], "tar archive"),
        // Contacts, messages, calendars
        d("public.message", [], [], [], "message"),
        d("public.contact", [], [], [], "contact"),
        d("public.vcard", ["public.text", "public.contact"], ["vcf", "vcard"], ["text/vcard", "text/directory", "text/x-vcard"], "vCard"),
        d("public.to-do-item", [], [], [], "to-do item"),
        d("public.calendar-event", [], [], [], "calendar event"),
        d("public.email-message", ["public.message"], [], [], "email message"),
        d("com.apple.internet-location", ["public.data"], ["inetloc"], [], "internet location"),
        d("com.microsoft.internet-shortcut", ["public.data"], ["url"], [], "internet shortcut"),
        // Fonts and security
        d("public.font", ["public.data"], [], [], "font"),
        d("public.bookmark", [], [], [], "bookmark"),
        d("com.rsa.pkcs-12", ["public.data"], ["p12", "pfx"], ["application/x-pkcs12"], "PKCS #12 archive"),
        d("public.x509-certificate", ["public.data"], ["cer", "crt", "der"], ["application/x-x509-ca-cert", "application/pkix-cert"], "X.509 certificate"),
    ]

    private static let byIdentifier: [String: Declaration] = {
        var map: [String: Declaration] = [:]
        for declaration in all { map[declaration.identifier.lowercased()] = declaration }
        return map
    }()

    // Identifiers are matched without regard to case, as Apple's are.
    static func declaration(of identifier: String) -> Declaration? { byIdentifier[identifier.lowercased()] }

    static func types(tag: String, tagClass: UTTagClass) -> [UTType] {
        let tag = tag.lowercased()
        return all.filter { declaration in
            switch tagClass {
            case .filenameExtension: declaration.extensions.contains(tag)
            case .mimeType: declaration.mimeTypes.contains(tag)
            default: false
            }
        }.map { UTType.system($0.identifier) }
    }
}
