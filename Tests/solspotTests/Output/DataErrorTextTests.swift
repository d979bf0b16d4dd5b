import SolspotKit
import Testing

@testable import solspot

/// A data file's errors in words.
@Suite("Data errors in words")
struct DataErrorTextTests {
  @Test("a field only allowed with another field's value names both values")
  func onlyWith() {
    let error = DataError(
      file: "error-model.json", field: "components[2].degrees",
      reason: .onlyWith("shape", value: "normal", not: "halfNormalUp"))
    #expect(
      DataErrorText.message(error)
        == "error-model.json: field 'components[2].degrees': cannot be given with shape "
        + "'halfNormalUp' (only with shape 'normal')")
  }
}
