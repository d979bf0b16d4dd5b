// Foundation for its Unicode normalization and case folding, which the standard library does
// not offer.
import Foundation

extension SpotName {
  /// The key names are unique and looked up by: two names are one spot when their keys are
  /// equal.
  ///
  /// The key is Unicode's canonical caseless match (The Unicode Standard, section 3.13,
  /// definition D145: `NFD(toCasefold(NFD(X)))`, here composed to NFC so the store's index
  /// compares it byte for byte), with full case folding (`ß` and `ss`, final `ς` and `σ`),
  /// then without default-ignorable characters (zero width spaces and joiners, variation
  /// selectors, bidirectional marks), with each run of white space made one space, and
  /// without white space at either end.
  ///
  /// Properties: equal for names equal as Swift strings (canonically equivalent); equal for
  /// names that differ only in case or in invisible characters; idempotent
  /// (`key(key(x)) == key(x)`).
  public static func key(_ name: String) -> String {
    let folded = name.decomposedStringWithCanonicalMapping
      .folding(options: [.caseInsensitive], locale: nil)
      .decomposedStringWithCanonicalMapping
    var scalars = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in folded.unicodeScalars {
      if scalar.properties.isDefaultIgnorableCodePoint { continue }
      if scalar.properties.isWhitespace {
        pendingSpace = !scalars.isEmpty
        continue
      }
      if pendingSpace { scalars.append(" ") }
      pendingSpace = false
      scalars.append(scalar)
    }
    return String(scalars).precomposedStringWithCanonicalMapping
  }
}
