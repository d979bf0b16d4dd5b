#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The DLI needs of the plants whose sources give one, kept apart from the plant catalog
/// (`Data/plant-dli.json`): a DLI figure belongs to the gated DLI feature, while every
/// lux-based plant verdict stays free.
///
/// Properties (checked when loaded): every need has `0 < min <= max`, a known source and a
/// plant id; no plant has two needs.
public struct PlantDLICatalog: Sendable, Hashable, Codable {
  /// The file format's version: 1.
  public let solspotPlantDLI: Int
  /// The sources, by key.
  public let sources: [String: PlantDLISource]
  /// The needs, by plant id order.
  public let needs: [PlantDLINeed]

  /// The path of the built-in file.
  public static let builtInPath = "Data/plant-dli.json"

  /// The built-in catalog.
  ///
  /// - Throws: ``DataError`` naming the field when the file is not valid.
  public static func builtIn() throws(DataError) -> PlantDLICatalog {
    guard let text = BuiltInData.contents(of: builtInPath) else {
      throw DataError(file: builtInPath, field: "", reason: .notBuiltIn)
    }
    let catalog = try DataDecoding.decode(PlantDLICatalog.self, from: text, file: builtInPath)
    try catalog.validate()
    return catalog
  }

  /// The need of the plant with id `plantID`, if a source gives one.
  public func need(forPlantID plantID: String) -> PlantDLINeed? {
    needs.first { $0.plant == plantID }
  }

  private func validate() throws(DataError) {
    var seen: Set<String> = []
    for (index, need) in needs.enumerated() {
      func fail(_ field: String, _ reason: DataError.Reason) -> DataError {
        DataError(file: Self.builtInPath, field: "needs[\(index)].\(field)", reason: reason)
      }
      guard need.min > 0, need.min <= need.max, need.max.isFinite else {
        throw fail(
          "min",
          .outOfRange(
            need.min,
            DataError.NumberRange(lower: 0, includesLower: false, upper: need.max, unit: .molPerDay)
          ))
      }
      guard sources[need.source] != nil else { throw fail("source", .unknownSource(need.source)) }
      guard seen.insert(need.plant).inserted else { throw fail("plant", .duplicate(need.plant)) }
    }
  }
}
