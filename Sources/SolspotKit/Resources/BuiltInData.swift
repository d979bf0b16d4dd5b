/// The data files built into the library from the package's `Data/` and `Calibration/` folders.
///
/// The files are embedded at build time by the `EmbedData` plugin, so the library and the
/// `solspot` binary need no files beside them.
public enum BuiltInData {
  /// The paths of all built-in files, e.g. `Data/bands.json`, sorted.
  public static var paths: [String] { EmbeddedResources.files.map(\.path) }

  /// The contents of the built-in file at `path` (UTF-8 text, as the file holds it), or `nil`
  /// when there is none.
  public static func contents(of path: String) -> String? {
    EmbeddedResources.files.first { $0.path == path }?.text
  }

  /// The packed form of the built-in file at `path`, when the build packs that file: checked
  /// at build time and read without a JSON decoder (``CatalogFile/packed()``).
  package static func packed(_ path: String) -> String? {
    EmbeddedResources.packed.first { $0.path == path }?.text
  }

  /// The built-in files in `folder` (`"Calibration"`), with their paths.
  static func files(in folder: String) -> [(path: String, text: String)] {
    EmbeddedResources.files.filter { $0.path.hasPrefix(folder + "/") }
  }
}
