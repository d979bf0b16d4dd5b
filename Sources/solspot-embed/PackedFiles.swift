import Foundation
import SolspotData

/// The data files the library reads packed, checked and packed at build time.
///
/// Today that is `Data/plants.json`, the plant catalog: decoded strictly (an unknown field is
/// an error, as for a user's `--catalog` file), checked by ``PlantCatalogValidation`` against
/// the direct band of `Data/bands.json`, packed (``CatalogFile/packed()``), and read back
/// from the packed form to make sure nothing was lost.
enum PackedFiles {
  /// The path of the plant catalog in the package.
  static let catalogPath = "Data/plants.json"
  /// The path of the band table the catalog is checked against.
  static let bandsPath = "Data/bands.json"

  /// The packed forms of those of `files` that are packed, by path.
  ///
  /// - Throws: ``DataError`` for an invalid catalog, naming the file, entry and field;
  ///   ``EmbedFailure`` when the bands are missing or packing loses something.
  static func pack(_ files: [(path: String, text: String)]) throws -> [(
    path: String, text: String
  )] {
    guard let catalog = files.first(where: { $0.path == catalogPath }) else { return [] }
    guard let bands = files.first(where: { $0.path == bandsPath }) else {
      throw EmbedFailure("\(catalogPath): is checked against \(bandsPath), which is missing")
    }
    let file = try DataDecoding.decode(CatalogFile.self, from: catalog.text, file: catalogPath)
    try file.check(directSunLux: try directSunLux(bands.text), file: catalogPath)
    let packed = file.packed()
    guard try CatalogFile(packed: packed, file: catalogPath) == file else {
      throw EmbedFailure("\(catalogPath): its packed form does not read back the same")
    }
    return [(catalogPath, packed)]
  }

  /// Where direct sun starts in the band table `text`: only the bands' lower limits are read
  /// here (the library checks the whole table, and the tests load it).
  private static func directSunLux(_ text: String) throws -> Double {
    struct Bands: Decodable {
      struct Band: Decodable { let lowerLux: Double? }
      let bands: [Band]
    }
    let table = try DataDecoding.decode(Bands.self, from: text, file: bandsPath)
    return PlantCatalogValidation.directSunLux(bandLowerLimits: table.bands.map(\.lowerLux))
  }
}

/// A failure of the build tool itself, in its words.
struct EmbedFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
