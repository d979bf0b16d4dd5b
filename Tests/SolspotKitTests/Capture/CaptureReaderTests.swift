import Foundation
import Testing

@testable import SolspotKit

@Suite("Capture reader")
struct CaptureReaderTests {
  static let header =
    #"{"solspotCapture": 1, "device": "iphone-15-front", "app": "Solspot 1.0 (42)"}"#
  static let line =
    #"{"t": 12.016, "exposureDuration": 0.0083, "iso": 125, "lensAperture": 1.9, "exposureTargetOffset": -0.04, "isAdjustingExposure": false, "gravity": [0.01, -0.02, -0.99], "clippedFraction": 0.0}"#

  /// Reads `text` fed in chunks of `chunk` bytes.
  static func read(_ text: String, chunk: Int = 1 << 20) throws(CaptureError) -> (
    samples: [CaptureSample], reader: CaptureReader
  ) {
    var reader = CaptureReader()
    var samples: [CaptureSample] = []
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      reader.append(contentsOf: bytes[offset..<min(bytes.count, offset + chunk)])
      offset += chunk
      while let sample = try reader.next() { samples.append(sample) }
    }
    reader.finish()
    while let sample = try reader.next() { samples.append(sample) }
    return (samples, reader)
  }

  /// The error reading `text` throws.
  static func failure(_ text: String) -> CaptureError? {
    do {
      _ = try read(text)
      return nil
    } catch {
      return error
    }
  }

  @Test("the issue's example line reads as AVFoundation and Core Motion wrote it")
  func exampleLine() throws {
    let (samples, reader) = try Self.read(Self.header + "\n" + Self.line + "\n")
    let sample = try #require(samples.first)
    #expect(samples.count == 1)
    #expect(
      reader.header == (try CaptureHeader(device: "iphone-15-front", app: "Solspot 1.0 (42)")))
    #expect(reader.format == .jsonLines)
    #expect(sample.timestamp == 12.016)
    #expect(sample.exposureDuration == 0.0083)
    #expect(sample.iso == 125)
    #expect(sample.lensAperture == 1.9)
    #expect(sample.exposureTargetOffset == -0.04)
    #expect(!sample.isAdjustingExposure)
    #expect(sample.gravity == (try Gravity(x: 0.01, y: -0.02, z: -0.99)))
    #expect(sample.clippedFraction == 0)
    #expect(reader.lineNumber == 2)
  }

  @Test("every chunk size gives the same samples, CRLF, a BOM and blank lines included")
  func chunking() throws {
    let second = Self.line.replacingOccurrences(of: "12.016", with: "12.049")
    let text = "\u{FEFF}" + Self.header + "\r\n\r\n" + Self.line + "\r\n  \n" + second
    let whole = try Self.read(text).samples
    #expect(whole.map(\.timestamp) == [12.016, 12.049])
    for chunk in [1, 2, 3, 7, 64, 200] {
      #expect(try Self.read(text, chunk: chunk).samples == whole, "chunks of \(chunk) bytes")
    }
  }

  @Test("CSV with the same names, gravity in three columns, in any order")
  func csv() throws {
    let text = """
      # a comment
      iso,t,exposureDuration,lensAperture,exposureTargetOffset,isAdjustingExposure,gravityX,gravityY,gravityZ,clippedFraction
      125, 12.016 ,0.0083,1.9,-0.04,FALSE,0.01,-0.02,-0.99,
      "125",12.049,0.0083,1.9,-0.04,1,0.01,-0.02,-0.99,0.03
      """
    let (samples, reader) = try Self.read(text)
    #expect(reader.format == .csv)
    #expect(reader.header == nil)
    #expect(samples.count == 2)
    #expect(samples[0].timestamp == 12.016 && samples[0].iso == 125)
    #expect(samples[0].clippedFraction == nil, "an empty cell is no count")
    #expect(samples[1].isAdjustingExposure && samples[1].clippedFraction == 0.03)
    let json = try Self.read(Self.line).samples[0]
    #expect(samples[0].sceneEV == json.sceneEV)
  }

  @Test("'#' lines are comments in either layout, anywhere, and do not count as the first line")
  func comments() throws {
    let second = Self.line.replacingOccurrences(of: "12.016", with: "12.049")
    let text =
      "# recorded at the windowsill\n" + Self.header + "\n# phone laid down\n" + Self.line
      + "\n  # picked up\n" + second + "\n"
    let (samples, reader) = try Self.read(text)
    #expect(samples.map(\.timestamp) == [12.016, 12.049])
    #expect(reader.header?.device == "iphone-15-front", "the header after a comment is line 1's")
    #expect(reader.headerLine == 2)
    #expect(reader.format == .jsonLines)
  }

  @Test("times in seconds since boot or since 1970 are accepted; larger ones are not")
  func timestampRange() throws {
    for time in ["86400.016", "1750000000.016", "-3600", "1e10"] {
      let text = Self.line.replacingOccurrences(of: "12.016", with: time)
      #expect(try Self.read(text).samples.count == 1, "t = \(time)")
    }
    for time in ["1.00001e10", "1750000000016", "-2e10"] {
      let text = Self.line.replacingOccurrences(of: "12.016", with: time)
      guard case .invalidValue(let field, .timeBeyondLimit)? = Self.failure(text)?.kind else {
        Issue.record("t = \(time) is refused as beyond the limit")
        continue
      }
      #expect(field == .field("t"))
    }
  }

  @Test("a CSV capture may start with the JSON header")
  func csvWithHeader() throws {
    let text =
      Self.header + "\n"
      + "t,exposureDuration,iso,lensAperture,exposureTargetOffset,isAdjustingExposure,gravityX,gravityY,gravityZ\n"
      + "0,0.01,100,2.2,0,false,0,0,-1\n"
    let (samples, reader) = try Self.read(text)
    #expect(reader.header?.device == "iphone-15-front")
    #expect(samples.count == 1)
  }

  /// One bad input and the error it must give.
  static let columns =
    "t,exposureDuration,iso,lensAperture,exposureTargetOffset,isAdjustingExposure,gravityX,gravityY,gravityZ"

  @Test("a line with no line break is refused before its bytes pile up")
  func boundedBuffer() throws {
    var reader = CaptureReader()
    let chunk = [UInt8](repeating: UInt8(ascii: "1"), count: 16 * 1024)
    var thrown: CaptureError?
    for _ in 0..<100 {
      reader.append(contentsOf: chunk)
      do {
        _ = try reader.next()
      } catch {
        thrown = error
        break
      }
    }
    #expect(thrown?.kind == .lineTooLong(limit: CaptureReader.maximumLineBytes))
  }

  @Test("an empty input has no header, no format and no samples")
  func empty() throws {
    let (samples, reader) = try Self.read("\n\n")
    #expect(samples.isEmpty && reader.header == nil && reader.format == nil)
  }
}
