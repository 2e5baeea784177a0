import ArchDiffSource
import ArchDiffSupport
import Foundation

/// A copy of the package where mutants are built, kept between runs so that SwiftPM rebuilds only what
/// changed: a file is written only when its contents differ, and files gone from the package are
/// removed. The working tree is only read; the copy's root is a ``ScratchFolder`` archdiff made.
package struct ScratchPackage: Sendable {
    /// The package that is copied.
    package var packageRoot: String
    /// The copy's root folder; its build folder is `.build` inside it.
    package var root: String

    /// A copy of the package at `packageRoot` kept in `root`.
    package init(packageRoot: String, root: String) {
        self.packageRoot = packageRoot
        self.root = root
    }

    /// Makes the copy equal to the package, with `replacements` (contents keyed by path relative to the
    /// package root) in place of those files; returns how many files were written.
    @discardableResult
    package func sync(replacing replacements: [String: [UInt8]] = [:]) throws(WriteError) -> Int {
        let manager = FileManager.default
        let inside = root.hasPrefix(packageRoot + "/") ? String(root.dropFirst(packageRoot.count + 1)) : nil
        let wanted = files(under: packageRoot).filter { path in
            inside.map { path != $0 && !path.hasPrefix($0 + "/") } ?? true
        }
        var written = 0
        for relativePath in wanted {
            let contents: Data
            if let replacement = replacements[relativePath] {
                contents = Data(replacement)
            } else if let original = manager.contents(atPath: packageRoot + "/" + relativePath) {
                contents = original
            } else {
                throw WriteError(path: relativePath)
            }
            let target = root + "/" + relativePath
            if manager.contents(atPath: target) == contents { continue }
            do {
                try manager.createDirectory(
                    atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try contents.write(to: URL(fileURLWithPath: target), options: .atomic)
            } catch {
                throw WriteError(path: target)
            }
            written += 1
        }
        let keep = Set(wanted)
        for relativePath in files(under: root, followingLinks: false) where !keep.contains(relativePath) {
            unlink(root + "/" + relativePath)
        }
        return written
    }

    /// The top-level entries whose files decide what the package builds and how its tests run.
    static let buildInputs = ["Package.swift", "Sources", "Architectures", "Tests"]

    /// A fingerprint of the package's manifest, sources, architectures and tests, as they are now.
    package func digest() throws(InputError) -> String {
        var inputs: [(path: String, bytes: [UInt8])] = []
        for path in files(under: packageRoot)
        where Self.buildInputs.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
            guard let data = FileManager.default.contents(atPath: packageRoot + "/" + path) else {
                throw .unreadableFile(path)
            }
            inputs.append((path, [UInt8](data)))
        }
        return SourceDigest.digest(of: inputs)
    }

    /// The files below `folder`, relative to it, leaving out hidden entries (`.git`, `.build`, the
    /// scratch folder itself) at every level. Unless `followingLinks`, a link is listed as a file and
    /// never entered, so that removing what is listed stays inside `folder`.
    private func files(under folder: String, followingLinks: Bool = true) -> [String] {
        let manager = FileManager.default
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            for entry in (try? manager.contentsOfDirectory(atPath: path)) ?? [] where !entry.hasPrefix(".") {
                let child = relative.isEmpty ? entry : relative + "/" + entry
                var status = stat()
                let path = folder + "/" + child
                guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFDIR {
                    pending.append(child)
                } else {
                    found.append(child)
                }
            }
        }
        return found.sorted()
    }
}
