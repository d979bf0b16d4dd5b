import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `solspot` as a user that file modes bind, for the tests of read-only files and folders.
///
/// Root may write any file whatever its mode, so when the tests run as root (as CI does) the
/// binary runs as `nobody` (uid and gid 65534) through `setpriv`, else `runuser`; as any other
/// user it runs directly. Where root has neither tool, or `nobody` cannot run the built binary,
/// the tests that need it are skipped with ``skipReason``.
enum Unprivileged {
  /// Whether the tests run as root.
  static let isRoot = getuid() == 0

  /// The command that runs a program as `nobody`, before the program's path; empty when the
  /// tests are not root.
  static let prefix: [String]? = {
    guard isRoot else { return [] }
    let candidates: [(String, [String])] = [
      ("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups"]),
      ("/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups"]),
      ("/usr/sbin/runuser", ["-u", "nobody", "--"]),
      ("/sbin/runuser", ["-u", "nobody", "--"]),
    ]
    for (tool, arguments) in candidates where FileManager.default.isExecutableFile(atPath: tool) {
      let command = [tool] + arguments
      // The built binary and its folders must be open to `nobody`.
      if let probe = try? run(command + [SolspotProcess.binary.path, "--version"]),
        probe.status == 0
      {
        return command
      }
    }
    return nil
  }()

  /// Whether read-only tests can run.
  static var isAvailable: Bool { prefix != nil }

  /// Why they are skipped when they cannot.
  static let skipReason: Comment =
    "running as root, and neither setpriv nor runuser can run the built solspot as nobody, so file modes would not bind"

  /// Runs `solspot ARGS` as the unprivileged user, in an environment with `HOME` in `folder`.
  static func solspot(_ arguments: [String], home folder: URL, input: Data? = nil) throws
    -> SolspotProcess.Result
  {
    let command = (prefix ?? []) + [SolspotProcess.binary.path] + arguments
    return try SolspotProcess.run(
      Array(command.dropFirst()), input: input,
      environment: SolspotProcess.isolatedEnvironment(in: folder),
      executable: URL(fileURLWithPath: command[0]))
  }

  /// The command that runs a program as a second unprivileged user (uid and gid 65533, which
  /// needs no account), for the tests of one user's files in another's way; `nil` unless the
  /// tests run as root with `setpriv`.
  static let otherPrefix: [String]? = {
    guard isRoot, let tool = prefix?.first, tool.hasSuffix("setpriv") else { return nil }
    let command = [tool, "--reuid=65533", "--regid=65533", "--clear-groups"]
    guard let probe = try? run(command + [SolspotProcess.binary.path, "--version"]),
      probe.status == 0
    else { return nil }
    return command
  }()

  /// Runs `solspot ARGS` as the second unprivileged user (``otherPrefix``).
  static func solspotAsOther(_ arguments: [String], home folder: URL) throws
    -> SolspotProcess.Result
  {
    let command = (otherPrefix ?? []) + [SolspotProcess.binary.path] + arguments
    return try SolspotProcess.run(
      Array(command.dropFirst()), environment: SolspotProcess.isolatedEnvironment(in: folder),
      executable: URL(fileURLWithPath: command[0]))
  }

  /// Gives `path` to the unprivileged user when the tests run as root (so that it is the
  /// file's owner, as it would be had it made the file); as any other user the file is
  /// already the runner's, the user the unprivileged commands run as.
  static func giveToUser(_ path: String) throws {
    guard isRoot else { return }
    try FileManager.default.setAttributes(
      [.ownerAccountID: 65534, .groupOwnerAccountID: 65534], ofItemAtPath: path)
  }

  private static func run(_ command: [String]) throws -> SolspotProcess.Result {
    try SolspotProcess.run(
      Array(command.dropFirst()), environment: ["PATH": "/usr/bin:/bin"],
      executable: URL(fileURLWithPath: command[0]))
  }

  /// A fresh folder that the unprivileged user can enter and read (mode 0755; 0777 when
  /// `writable`), inside a parent it can enter.
  static func folder(writable: Bool = false) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("solspot-ro-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try setMode(writable ? 0o777 : 0o755, folder.path)
    return folder
  }

  /// Sets the mode of `path`.
  static func setMode(_ mode: Int, _ path: String) throws {
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
  }

  /// Removes `folder` after making it and everything in it writable again.
  static func remove(_ folder: URL) {
    try? setMode(0o755, folder.path)
    if let items = try? FileManager.default.contentsOfDirectory(atPath: folder.path) {
      for item in items { try? setMode(0o644, folder.appendingPathComponent(item).path) }
    }
    try? FileManager.default.removeItem(at: folder)
  }
}
