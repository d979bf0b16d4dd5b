import Foundation
import Testing

/// The build tool behind the EmbedData plugin checks the plant catalog with the library's own
/// decoding and rules before packing it, so an invalid catalog fails the build with the
/// message a user's `--catalog` file would get.
@Suite("solspot-embed checks the catalog at build time")
struct EmbedToolTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The built tool, next to `solspot`.
  static let tool = SolspotProcess.binary.deletingLastPathComponent()
    .appendingPathComponent("solspot-embed")

  /// Runs the tool on a package folder holding the real `Data/bands.json` and `catalog` as
  /// `Data/plants.json`; returns the run and the generated file, if any.
  func embed(_ catalog: Data) throws -> (SolspotProcess.Result, String?) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-embed-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = folder.appendingPathComponent("Data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let bands = data.appendingPathComponent("bands.json")
    let plants = data.appendingPathComponent("plants.json")
    try Data(contentsOf: Self.root.appendingPathComponent("Data/bands.json")).write(to: bands)
    try catalog.write(to: plants)
    let output = folder.appendingPathComponent("out/EmbeddedResources.swift")
    let result = try SolspotProcess.run(
      [folder.path, output.path, bands.path, plants.path], executable: Self.tool)
    return (result, try? String(contentsOf: output, encoding: .utf8))
  }

  /// The built-in catalog with `change` applied to its JSON object.
  func builtIn(_ change: (inout [String: Any]) -> Void) throws -> Data {
    let text = try Data(contentsOf: Self.root.appendingPathComponent("Data/plants.json"))
    var object = try #require(try JSONSerialization.jsonObject(with: text) as? [String: Any])
    change(&object)
    return try JSONSerialization.data(withJSONObject: object)
  }

  /// Sets a field of the first plant's tolerated minimum.
  static func firstMinimum(_ object: inout [String: Any], _ body: (inout [String: Any]) -> Void) {
    guard var plants = object["plants"] as? [[String: Any]], var plant = plants.first,
      var light = plant["light"] as? [String: Any],
      var tolerated = light["tolerated"] as? [String: Any],
      var minimum = tolerated["min"] as? [String: Any]
    else { return }
    body(&minimum)
    tolerated["min"] = minimum
    light["tolerated"] = tolerated
    plant["light"] = light
    plants[0] = plant
    object["plants"] = plants
  }

  @Test("the built-in catalog is packed, and the packed text is in the generated file")
  func packsBuiltIn() throws {
    let (result, generated) = try embed(
      try Data(contentsOf: Self.root.appendingPathComponent("Data/plants.json")))
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let source = try #require(generated)
    #expect(source.contains("path: \"Data/plants.json\""))
    #expect(source.contains("\nsolspot-packed PLANTS 1\n"))
  }

  @Test("a catalog that breaks a rule stops the build naming the field and the library's reason")
  func invalidCatalog() throws {
    var id = ""
    let catalog = try builtIn { object in
      id = ((object["plants"] as? [[String: Any]])?.first?["id"] as? String) ?? ""
      Self.firstMinimum(&object) { $0["lux"] = -5 }
    }
    let (result, generated) = try embed(catalog)
    #expect(result.status == 1)
    // The reason is the library's value: the build tool, for the package's own data, prints
    // it as Swift writes it; the CLI words the same error for a user's --catalog file.
    #expect(
      result.stderr.hasPrefix(
        "solspot-embed: Data/plants.json: field 'plants[\(id)].light.tolerated.min.lux': "
          + "outOfRange(Optional(-5.0), "))
    #expect(generated == nil, "nothing is generated from an invalid catalog")
  }

  @Test("an unknown field stops the build, as it would refuse a user's --catalog file")
  func unknownField() throws {
    let catalog = try builtIn { object in Self.firstMinimum(&object) { $0["luxx"] = 5 } }
    let (result, generated) = try embed(catalog)
    #expect(result.status == 1)
    #expect(result.stderr.contains(".light.tolerated.min.luxx': unknownKey(known: ["))
    #expect(generated == nil)
  }

  @Test("backslashes, quotes and carriage returns are escaped in the packed literal")
  func escapes() throws {
    let catalog = try builtIn { object in
      object["conversion"] = "a \"\"\" b \\ c\r\nd"
    }
    let (result, generated) = try embed(catalog)
    #expect(result.status == 0)
    let source = try #require(generated)
    #expect(source.contains(#"a \"\"\" b \\ c\r"# + "\nd\n"))
  }
}
