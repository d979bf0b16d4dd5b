import Testing

@testable import SolspotKit

/// The byte-level path captures take (``CSVReader/nextRecord(in:from:isComplete:allowsCommentLines:spansLines:)``
/// and ``CSVReader/LineFields``) against the whole-text reader: the same files give the same
/// records, lines and problems, whatever the chunks the bytes arrive in.
@Suite("CSV reader: the stream and the whole text")
struct CSVReaderStreamTests {
  /// A file and whether its format allows comment lines.
  struct TrickyFile: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let allowsCommentLines: Bool
    var testDescription: String { name }
  }

  static let files: [TrickyFile] = [
    TrickyFile(name: "CRLF", text: "a,b\r\nc,d\r\n", allowsCommentLines: false),
    TrickyFile(name: "lone CR", text: "a,b\rc,d\r", allowsCommentLines: false),
    TrickyFile(
      name: "BOM, no last line break", text: "\u{FEFF}a,b\nc,d", allowsCommentLines: false),
    TrickyFile(
      name: "quoted line breaks of each kind",
      text: "n,note\r\n1,\"one\ntwo\"\r\n2,\"three\r\nfour\rfive\"\r\n3,x\n",
      allowsCommentLines: false),
    TrickyFile(
      name: "comments with quotes, blanks before them",
      text: "# a \"comment\nh,k\n  # another, \"open\n1,2\n\t#x,y\n", allowsCommentLines: true),
    TrickyFile(
      name: "a # record where comments are not allowed",
      text: "h,k\n#end,spots=1\n  #x,\"y\"\n", allowsCommentLines: false),
    TrickyFile(
      name: "a # inside a quoted field is no comment",
      text: "h,k\n\"a\n# not a comment\",b\n", allowsCommentLines: true),
    TrickyFile(
      name: "blank lines of spaces and tabs, CR then CRLF",
      text: "a,b\r\r\n \t \n\n,\n\"\"\n", allowsCommentLines: true),
    TrickyFile(
      name: "doubled quotes, quotes inside fields, blanks around",
      text: "\"q\"\"uote\" , 5\" pot ,\"\"\"\"\n \"x\" ,\t\"\" \n", allowsCommentLines: false),
    TrickyFile(
      name: "text after a closing quote on a record's second line",
      text: "a\n\"b\nc\"d,e\nf\n", allowsCommentLines: false),
    TrickyFile(
      name: "a quoted field cut by the end of the file",
      text: "a,b\n\"c,d\ne", allowsCommentLines: false),
    TrickyFile(name: "a file of one CR", text: "\r", allowsCommentLines: true),
    TrickyFile(name: "an empty file", text: "", allowsCommentLines: true),
  ]

  /// The records of `text` as the whole-text reader reads them, or its failure.
  func whole(_ file: TrickyFile) -> Result<[CSVReader.Record], CSVReader.Failure> {
    Result { () throws(CSVReader.Failure) in
      try CSVReader.records(in: file.text, allowsCommentLines: file.allowsCommentLines)
    }
  }

  /// The records of `text` fed `chunk` bytes at a time through the stream path, or its failure.
  func streamed(_ file: TrickyFile, chunk: Int) -> Result<[CSVReader.Record], CSVReader.Failure> {
    var bytes = Array(file.text.utf8)
    if bytes.starts(with: CSVReader.byteOrderMark) { bytes.removeFirst(3) }
    var buffer: [UInt8] = []
    var fed = 0
    var start = 0
    var line = 1
    var records: [CSVReader.Record] = []
    while true {
      let isComplete = fed == bytes.count
      let extent = buffer.withUnsafeBufferPointer {
        CSVReader.nextRecord(
          in: $0, from: start, isComplete: isComplete,
          allowsCommentLines: file.allowsCommentLines)
      }
      guard let extent else {
        if isComplete { return .success(records) }
        buffer += bytes[fed..<min(bytes.count, fed + chunk)]
        fed = min(bytes.count, fed + chunk)
        continue
      }
      let recordLine = line
      line += extent.lines
      start = extent.next
      if extent.isSkipped { continue }
      let fields = buffer.withUnsafeBufferPointer { all -> Result<[String], CSVProblem> in
        var reader = CSVReader.LineFields(UnsafeBufferPointer(rebasing: all[extent.bytes]))
        var fields: [String] = []
        do throws(CSVProblem) {
          while let field = try reader.next() { fields.append(field.text) }
        } catch {
          return .failure(error)
        }
        return .success(fields)
      }
      switch fields {
      case .success(let fields): records.append(CSVReader.Record(line: recordLine, fields: fields))
      case .failure(let problem):
        return .failure(CSVReader.Failure(line: recordLine, problem: problem))
      }
    }
  }

  @Test("the stream gives the whole text's records, lines and problems", arguments: files)
  func sameRecords(_ file: TrickyFile) {
    let expected = whole(file)
    for chunk in [1, 2, 3, 5, 64, 1 << 16] {
      #expect(streamed(file, chunk: chunk) == expected, "chunks of \(chunk) bytes")
    }
  }

  @Test("the tricky files read as their rules say (so that agreeing is not agreeing on nothing)")
  func expectedRecords() throws {
    func read(_ index: Int) throws -> [CSVReader.Record] {
      try whole(Self.files[index]).get()
    }
    #expect(
      try read(3).map(\.fields) == [
        ["n", "note"], ["1", "one\ntwo"], ["2", "three\r\nfour\rfive"], ["3", "x"],
      ])
    #expect(try read(3).map(\.line) == [1, 2, 4, 7])
    #expect(try read(4).map(\.fields) == [["h", "k"], ["1", "2"]])
    #expect(try read(4).map(\.line) == [2, 4])
    #expect(try read(5).map(\.fields) == [["h", "k"], ["#end", "spots=1"], ["#x", "y"]])
    #expect(try read(6).map(\.fields) == [["h", "k"], ["a\n# not a comment", "b"]])
    #expect(try read(7).map(\.fields) == [["a", "b"], ["", ""], [""]])
    #expect(try read(7).map(\.line) == [1, 5, 6])
    #expect(try read(8).map(\.fields) == [["q\"uote", "5\" pot", "\""], ["x", ""]])
    #expect(whole(Self.files[9]) == .failure(CSVReader.Failure(line: 2, problem: .textAfterQuote)))
    #expect(whole(Self.files[10]) == .failure(CSVReader.Failure(line: 2, problem: .unclosedQuote)))
    #expect(try read(11).isEmpty && read(12).isEmpty)
  }

  @Test(
    "a header separated by something other than commas names the separator",
    arguments: [
      ("t;iso;exposureDuration", Character(";")),
      ("\"t\";\"iso\"", ";"),
      ("t\tiso", "\t"),
      ("t | iso", "|"),
      ("t iso exposureDuration", " "),
      ("T;ISO", ";"),
    ])
  func separator(_ line: String, _ separator: Character) {
    #expect(
      CSVReader.misusedSeparator(inHeader: line, columns: CaptureFormat.csvColumns) == separator)
  }

  @Test(
    "a header with commas, or with no known column, has no other separator",
    arguments: ["t,iso;x", "t,iso", "name;room", "reference lux", "", "t"])
  func noSeparator(_ line: String) {
    #expect(CSVReader.misusedSeparator(inHeader: line, columns: CaptureFormat.csvColumns) == nil)
  }

  @Test("the header of a whole text is its first line that is not blank or a comment")
  func separatorLine() {
    let text = "\u{FEFF}\n# iso,t\n\r\naperture;iso\n"
    let found = CSVReader.misusedSeparator(
      inFirstLineOf: text, allowsCommentLines: true, columns: CalibrationFile.columns)
    #expect(found?.separator == ";" && found?.line == 4)
    #expect(
      CSVReader.misusedSeparator(
        inFirstLineOf: text, allowsCommentLines: false, columns: CalibrationFile.columns) == nil)
  }
}
