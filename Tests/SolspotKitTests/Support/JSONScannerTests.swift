import Foundation
import Testing

@testable import SolspotKit

@Suite("JSON scanner")
struct JSONScannerTests {
  static func parse(_ text: String) -> Result<JSONScanner.Value, JSONScanner.Failure> {
    Array(text.utf8).withUnsafeBufferPointer { bytes in
      var scanner = JSONScanner(bytes)
      do throws(JSONScanner.Failure) {
        return .success(try scanner.parseDocument())
      } catch {
        return .failure(error)
      }
    }
  }

  static func number(_ text: String) -> Double? {
    if case .success(.number(let value)) = parse(text) { value } else { nil }
  }

  @Test("numbers round exactly as the standard library's conversion does")
  func numbersRoundCorrectly() throws {
    var random = SeededGenerator(seed: 42)
    var texts = [
      "0", "-0", "12.016", "0.0083", "1e3", "1E-3", "-0.04", "125", "1.9", "2.2e+1",
      "9007199254740993", "0.1", "123456789012345678901234567890", "1e308", "4.9e-324",
      "1e400", "2.2250738585072014e-308", "0.000000000000000000000000001",
      "1.00000000000000011102230246251565404236316680908203125",
    ]
    for _ in 0..<2_000 {
      let value = Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF)
      texts.append("\(value)")
      texts.append(String(format: "%.17g", Double.random(in: -1e6...1e6, using: &random)))
      texts.append(String(format: "%.4f", Double.random(in: -2...2, using: &random)))
    }
    for text in texts where !text.contains("inf") && !text.contains("nan") {
      let expected = try #require(Double(text), "\(text)")
      let parsed = try #require(Self.number(text), "\(text)")
      #expect(parsed.bitPattern == expected.bitPattern, "\(text)")
    }
  }

  @Test(
    "text that RFC 8259 does not allow is refused",
    arguments: [
      "", "01", "1.", ".5", "+1", "1e", "-", "0x10", "NaN", "Infinity", "[1,]", "{\"a\":1,}",
      "{'a':1}", "{\"a\" 1}", "\"tab\there\"", "\"open", "[1] x", "tru", "nul", "{\"a\":}",
      "\"\\x\"", "\"\\ud800\"", "\"\\udc00\"",
    ])
  func refused(_ text: String) {
    guard case .failure = Self.parse(text) else {
      Issue.record("accepted \(text)")
      return
    }
  }

  @Test("strings decode every escape, surrogate pairs included")
  func escapes() {
    let parsed = Self.parse(#""a\"b\\c\/d\b\f\n\r\t \u00e9 \ud83c\udf31 é""#)
    #expect(parsed == .success(.string("a\"b\\c/d\u{8}\u{c}\n\r\t é 🌱 é")))
  }

  @Test("invalid UTF-8 is refused")
  func invalidUTF8() {
    let bytes: [UInt8] = [0x22, 0xC3, 0x28, 0x22]
    bytes.withUnsafeBufferPointer { pointer in
      var scanner = JSONScanner(pointer)
      #expect(throws: JSONScanner.Failure(problem: .invalidUTF8)) { try scanner.parseDocument() }
    }
  }

  @Test("objects keep their members in order; nesting has a limit")
  func structure() {
    let object = Self.parse(#"{"b": [1, true, null], "a": {"c": "d"}}"#)
    #expect(
      object
        == .success(
          .object([
            .init(key: "b", value: .array([.number(1), .bool(true), .null])),
            .init(key: "a", value: .object([.init(key: "c", value: .string("d"))])),
          ])))
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(Self.parse(deep) == .failure(JSONScanner.Failure(problem: .nestedTooDeeply)))
  }
}
