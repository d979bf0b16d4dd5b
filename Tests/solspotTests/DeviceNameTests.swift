import Foundation
import SolspotKit
import Testing

/// `--device` takes the names people know: profile ids, model identifiers, and marketing names
/// as a photo's Exif `Model` writes them, in any case, the front camera implied.
@Suite("Devices by the names people know")
struct DeviceNameTests {
  /// A name a user may type and the profile it must find.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let id: String
    var testDescription: String { "\(name) → \(id)" }
  }

  static let cases = [
    Case(name: "iphone-13-front", id: "iphone-13-front"),
    Case(name: "iphone-13", id: "iphone-13-front"),
    Case(name: "iPhone14,5", id: "iphone-13-front"),
    Case(name: "iPhone 13", id: "iphone-13-front"),
    Case(name: "iphone 13", id: "iphone-13-front"),
    Case(name: "IPHONE 13 MINI", id: "iphone-13-mini-front"),
    Case(name: "iPhone 13 Pro Max", id: "iphone-13-pro-max-front"),
    Case(name: "iPhone 15 Pro", id: "iphone-15-pro-front"),
    Case(name: "iPhone 13 front camera", id: "iphone-13-front"),
    Case(name: "iPhone X", id: "iphone-x-front"),
  ]

  @Test("the catalog finds each name", arguments: cases)
  func catalog(_ known: Case) throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    #expect(catalog.profile(named: known.name)?.id == known.id)
  }

  @Test("a marketing name is never a looser match than it says")
  func noLooseMatch() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    #expect(catalog.profile(named: "iPhone 13 Pro Maximum") == nil)
    #expect(catalog.profile(named: "iPhone") == nil)
  }

  @Test(
    "lux --device finds the front camera through the binary",
    arguments: [
      Case(name: "iPhone 13", id: "iphone-13-front"),
      Case(name: "iPhone14,5", id: "iphone-13-front"),
      Case(name: "IPHONE 13 PRO", id: "iphone-13-pro-front"),
    ])
  func process(_ known: Case) throws {
    let result = try SolspotProcess.run([
      "lux", "-f", "2.2", "-t", "1/60", "--iso", "100", "--device", known.name, "--json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try SolspotProcess.json(result.stdout)
    let device = try #require(object["device"] as? [String: Any])
    #expect(device["id"] as? String == known.id)
  }
}
