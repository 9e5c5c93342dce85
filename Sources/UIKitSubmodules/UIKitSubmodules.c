// SwiftPM builds a C target only with a source file; this module has nothing to compile (module.modulemap).
