#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Numbers read from decimal text, without Foundation (the CLI writes numbers for people:
/// its `Output/NumberText+Formatting.swift`).
public enum NumberText {
  /// The finite number written in `text`: decimal digits with an optional sign, point and
  /// exponent (`1.9`, `-0.7`, `1e3`), or `nil` for anything else, including `nan`, `inf`,
  /// hexadecimal and surrounding spaces.
  public static func number(_ text: some StringProtocol) -> Double? {
    guard !text.isEmpty,
      text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
      let value = Double(String(text)), value.isFinite
    else { return nil }
    return value
  }
}
