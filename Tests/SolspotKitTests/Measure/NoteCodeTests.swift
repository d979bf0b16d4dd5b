import SolspotKit
import Testing

/// Every note has one stable code, and an estimate's notes keep their order behind the ones
/// that lead them.
@Suite("Note codes")
struct NoteCodeTests {
  @Test("codes are unique, lower-case and hyphenated")
  func unique() {
    let codes = Note.Code.allCases.map(\.rawValue)
    #expect(Set(codes).count == codes.count)
    for code in codes {
      #expect(code.allSatisfy { $0.isLowercase || $0 == "-" }, "\(code)")
    }
  }

  @Test(
    "each estimate note has its code",
    arguments: [
      (EstimateNote.uncalibrated, Note.Code.uncalibrated),
      (.unknownLimits, .unknownLimits), (.genericLimits, .genericLimits),
      (.beyondLimits(generic: true), .beyondLimits), (.bandUncertain, .bandUncertain),
      (.photoGeometry, .photo), (.implausiblyBright, .implausiblyBright),
      (.apertureMismatch(profile: 1.9, given: 2.2), .apertureMismatch),
      (.outsideCalibratedRange(10...1000), .outsideCalibratedRange),
      (.clippedFrame, .clippedFrame),
    ])
  func estimateCodes(_ note: EstimateNote, _ code: Note.Code) {
    #expect(Note.estimate(note).code == code)
  }

  @Test("the notes of an estimate follow the leading ones, in the estimate's order")
  func order() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let estimate = try LuxEstimator(profile: catalog.generic).estimate(
      try Exposure(fNumber: 1.9, exposureTime: 1.0 / 60, iso: 100))
    let leading = [Note.settings(.shutterSeconds(2))]
    let notes = Note.notes(of: estimate, leading: leading)
    #expect(notes.first == leading.first)
    #expect(Array(notes.dropFirst()) == estimate.notes.map(Note.estimate))
    #expect(notes.contains(.estimate(.uncalibrated)))
  }
}
