import Testing

@testable import SolspotKit

/// ``PlantNameKey/fold(_:)`` takes a byte-by-byte path for ASCII text; it must fold exactly as
/// the general path does.
@Suite("Plant name keys")
struct PlantNameKeyTests {
  /// A combining accent is dropped by the general path, and sends any text down it.
  static func generalFold(_ text: String) -> String { PlantNameKey.fold(text + "\u{301}") }

  @Test("every printable ASCII character, alone and between letters, folds as in general")
  func everyCharacter() {
    for value in UInt8(0x20)...UInt8(0x7E) {
      let character = String(UnicodeScalar(value))
      for text in [
        character, "a\(character)b", "\(character) Ab\(character)", "  x\(character)\(character)Y ",
      ] {
        #expect(PlantNameKey.fold(text) == Self.generalFold(text), "\(text.debugDescription)")
      }
    }
  }

  @Test("every name in the built-in catalog folds as in general")
  func catalogNames() throws {
    let names = try PlantCatalog.builtIn().plants.flatMap { $0.names + [$0.id] }
    #expect(names.count > 500)
    for name in names {
      #expect(PlantNameKey.fold(name) == Self.generalFold(name), "\(name)")
    }
  }
}
