import Testing

@testable import SolspotKit

/// The one CSV reader every CSV file goes through, and the writer whose output it reads back.
@Suite("CSV reader")
struct CSVReaderTests {
  func records(_ text: String) throws(CSVReader.Failure) -> [[String]] {
    try CSVReader.records(in: text).map(\.fields)
  }

  @Test(
    "one line: commas, quotes, doubled quotes, blanks around fields, empty fields",
    arguments: [
      ("a,b,c", ["a", "b", "c"]),
      (" a , b ,c ", ["a", "b", "c"]),
      ("\t a\t,b", ["a", "b"]),
      ("\"a,b\",c", ["a,b", "c"]),
      ("\"say \"\"hi\"\"\",x", ["say \"hi\"", "x"]),
      ("\" padded \" ,x", [" padded ", "x"]),
      ("a,,", ["a", "", ""]),
      (",", ["", ""]),
      ("\"\",x", ["", "x"]),
      ("", [""]),
      // A quote that does not start a field is text, as spreadsheets read it.
      ("5\" pot,x", ["5\" pot", "x"]),
      ("é,日本", ["é", "日本"]),
    ])
  func line(_ line: String, _ fields: [String]) throws {
    #expect(try CSVReader.fields(inLine: Substring(line)) == fields)
  }

  @Test("a broken line names its problem")
  func brokenLine() {
    #expect(throws: CSVProblem.unclosedQuote) { try CSVReader.fields(inLine: "\"open,x") }
    #expect(throws: CSVProblem.textAfterQuote) { try CSVReader.fields(inLine: "\"a\"b,c") }
    #expect(throws: Never.self) { try CSVReader.fields(inLine: "\"a\"  ,c") }
  }

  @Test("records: LF, CRLF and CR line ends, each record with the line it starts on")
  func lineEnds() throws {
    for end in ["\n", "\r\n", "\r"] {
      let read = try CSVReader.records(in: "a,b" + end + "c,d" + end)
      #expect(read.map(\.fields) == [["a", "b"], ["c", "d"]], "\(end.unicodeScalars.first!)")
      #expect(read.map(\.line) == [1, 2])
    }
  }

  @Test("a byte order mark is skipped; empty lines are no records but count as lines")
  func bomAndBlankLines() throws {
    let read = try CSVReader.records(in: "\u{FEFF}a,b\n\n  \nc,d\n\n")
    #expect(read.map(\.fields) == [["a", "b"], ["c", "d"]])
    #expect(read.map(\.line) == [1, 4])
    #expect(try records("\u{FEFF}") == [])
    #expect(try records("") == [])
  }

  @Test("a quoted field holds line breaks; the next record's line counts them")
  func multiline() throws {
    let read = try CSVReader.records(in: "\"one\ntwo\r\nthree\",x\ny,z\n")
    #expect(read.map(\.fields) == [["one\ntwo\r\nthree", "x"], ["y", "z"]])
    #expect(read.map(\.line) == [1, 4])
  }

  @Test("a cut last line is read; a problem is named by the line its record starts on")
  func cutLastLine() throws {
    #expect(try records("a,b\nc,d") == [["a", "b"], ["c", "d"]])
    #expect(try records("a,b\nc,") == [["a", "b"], ["c", ""]])
    #expect(throws: CSVReader.Failure(line: 2, problem: .unclosedQuote)) {
      try CSVReader.records(in: "a,b\n\"c,d\ne")
    }
    #expect(throws: CSVReader.Failure(line: 1, problem: .unclosedQuote)) {
      try CSVReader.records(in: "a,\"b\nc\ne")
    }
    #expect(throws: CSVReader.Failure(line: 2, problem: .textAfterQuote)) {
      try CSVReader.records(in: "a\n\"b\nc\"d,e\n")
    }
  }

  @Test("one line of bytes: fields without copies, quoted ones between their quotes")
  func bytes() throws {
    var text = " 1.5 ,\"2\",\"a\"\"b\",,x"
    let fields = try text.withUTF8 { line throws(CSVProblem) in
      var reader = CSVReader.LineFields(line)
      var read: [(String, Bool, Bool)] = []
      while let field = try reader.next() {
        read.append(
          (String(decoding: field.bytes, as: UTF8.self), field.isQuoted, field.hasEscapedQuotes))
      }
      return read
    }
    #expect(fields.map(\.0) == ["1.5", "2", "a\"\"b", "", "x"])
    #expect(fields.map(\.1) == [false, true, true, false, false])
    #expect(fields.map(\.2) == [false, false, true, false, false])
  }

  @Test("what the writer writes, the reader reads back, field for field")
  func roundTrip() throws {
    let awkward = [
      "plain", "", " lead", "trail\t", "a,b", "say \"hi\"", "\"", "two\nlines", "cr\r\nlf",
      "5\" pot", "#end", "日本, \"x\"", " ",
    ]
    var generator = SeededGenerator(seed: 7)
    var rows: [[String]] = []
    for _ in 0..<200 {
      let count = Int.random(in: 1...6, using: &generator)
      // A row of one empty field is an empty line, which is no record.
      rows.append(
        (0..<count).map { _ in awkward.randomElement(using: &generator) ?? "" }
          .map { count == 1 && $0.isEmpty ? "x" : $0 })
    }
    let text = rows.map(CSVWriter.record).joined()
    #expect(try records(text) == rows)
    #expect(CSVWriter.field(" lead") == "\" lead\"")
    #expect(CSVWriter.field("plain") == "plain")
  }
}
