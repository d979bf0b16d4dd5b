import Foundation
import Testing

@testable import SolspotKit

@Suite("Nominal profiles keep a nominal uncertainty")
struct NominalSigmaTests {
  @Test("a nominal constant narrower than 0.3 EV is refused with file, field and reason")
  func refusesNarrowNominal() throws {
    let text = try #require(BuiltInData.contents(of: "Calibration/generic.json"))
    let narrow = text.replacingOccurrences(
      of: "\"constantSigmaEV\": 0.3", with: "\"constantSigmaEV\": 0.01")
    #expect(narrow != text)
    #expect(
      throws: DataError(
        file: "mine.json", field: "calibration.constantSigmaEV",
        reason: .nominalSigmaTooSmall(0.01, minimum: 0.3))
    ) {
      try DeviceProfile.decode(narrow, file: "mine.json")
    }
    // Exactly the nominal figure, or wider, is fine.
    #expect(throws: Never.self) { try DeviceProfile.decode(text, file: "generic.json") }
    let wider = text.replacingOccurrences(
      of: "\"constantSigmaEV\": 0.3", with: "\"constantSigmaEV\": 0.8")
    #expect(throws: Never.self) { try DeviceProfile.decode(wider, file: "generic.json") }
  }
}
