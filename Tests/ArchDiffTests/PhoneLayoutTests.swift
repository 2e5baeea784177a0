import ArchDiffReport
import Foundation
import Testing

/// The comparison's HTML page in a real headless browser at a phone's width. CI has no browser, so the
/// check runs only when `ARCHDIFF_BROWSER` names one (Debian: `apt-get install chromium`):
///
///     ARCHDIFF_BROWSER=chromium swift test --filter PhoneLayoutTests
///
/// With `ARCHDIFF_SCREENSHOT=phone.png` it also saves a screenshot of the page's top to look at, 844 pixels
/// high or `ARCHDIFF_SCREENSHOT_HEIGHT`.
@Suite(
    "The HTML page at a phone's width, in a headless browser",
    .enabled(if: ProcessInfo.processInfo.environment["ARCHDIFF_BROWSER"] != nil))
struct PhoneLayoutTests {
    /// The width of a common phone's screen in CSS pixels.
    static let width = 390

    /// What the check page measured in the report.
    struct Measurements: Decodable {
        var viewport: Double
        var pageWidth: Double
        var tables: Int
        var tablesNotScrolling: [String]
        var charts: Int
        var chartsTooWide: [String]
        var wideChartsShown: Int
        var smallText: [String]
    }

    /// A page that shows the report in a frame as wide as a phone's screen (headless Chromium lays a window
    /// out at least 500 pixels wide) and, once it has loaded, measures in it what a reader on a phone would
    /// notice, written as JSON into a `<pre id="phone-check">`.
    static func checkPage(height: Int) -> String {
        """
        <!DOCTYPE html>
        <html><body style="margin: 0">
        <iframe id="page" src="page.html" style="border: 0; width: \(width)px; height: \(height)px"></iframe>
        <script>
        const frame = document.getElementById('page');
        frame.addEventListener('load', () => {
          const view = frame.contentWindow;
          const page = frame.contentDocument;
          const viewport = view.innerWidth;
          const shown = (element) => element.getBoundingClientRect().width > 0;
          const result = { viewport, pageWidth: page.documentElement.scrollWidth, tables: 0,
            tablesNotScrolling: [], charts: 0, chartsTooWide: [], wideChartsShown: 0, smallText: [] };
          for (const element of page.querySelectorAll('p, li, th, td, h1, h2, h3, h4, code')) {
            const size = parseFloat(view.getComputedStyle(element).fontSize);
            if (shown(element) && size < 12) result.smallText.push(element.tagName + ' ' + size + 'px');
          }
          for (const table of page.querySelectorAll('table')) {
            result.tables += 1;
            const box = table.parentElement;
            const overflow = view.getComputedStyle(box).overflowX;
            if (!(overflow === 'auto' || overflow === 'scroll') || box.getBoundingClientRect().right > viewport + 0.5) {
              result.tablesNotScrolling.push(table.rows[0].textContent.slice(0, 40));
            }
          }
          for (const svg of page.querySelectorAll('svg')) {
            if (!shown(svg)) continue;
            result.charts += 1;
            const box = svg.getBoundingClientRect();
            const title = svg.getAttribute('aria-label');
            if (box.right > viewport + 0.5) result.chartsTooWide.push(title);
            const scale = box.width / svg.viewBox.baseVal.width;
            for (const text of svg.querySelectorAll('text')) {
              const size = parseFloat(text.getAttribute('font-size')) * scale;
              if (size < 10.5) result.smallText.push(title + ': ' + size.toFixed(1) + 'px');
            }
          }
          result.wideChartsShown = [...page.querySelectorAll('.wide')].filter(shown).length;
          const output = document.createElement('pre');
          output.id = 'phone-check';
          output.textContent = JSON.stringify(result);
          document.body.appendChild(output);
        });
        </script>
        </body></html>
        """
    }

    @Test(
        "no sideways scrolling of the page; tables scroll in their box; charts fit; text stays at least 12 px"
    )
    func phoneWidth() throws {
        let environment = ProcessInfo.processInfo.environment
        let browser = try #require(environment["ARCHDIFF_BROWSER"])
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let folder = try TemporaryFolder()
        let height = Int(environment["ARCHDIFF_SCREENSHOT_HEIGHT"] ?? "") ?? 844
        try folder.write(try ComparisonReport.analyze(packageRoot: root).html(), to: "page.html")
        try folder.write(Self.checkPage(height: height), to: "check.html")
        let page = "file://" + folder.path + "/check.html"
        let options = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--allow-file-access-from-files",
            "--user-data-dir=\(folder.path)/profile", "--window-size=\(Self.width),\(height)",
        ]
        let dom = try Self.run(browser, options + ["--virtual-time-budget=5000", "--dump-dom", page])
        let start = try #require(dom.range(of: "<pre id=\"phone-check\">"))
        let end = try #require(dom[start.upperBound...].range(of: "</pre>"))
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        let measured = try JSONDecoder().decode(Measurements.self, from: Data(json.utf8))
        #expect(measured.viewport == Double(Self.width))
        #expect(measured.pageWidth <= measured.viewport, "the page scrolls sideways")
        #expect(measured.tables > 0)
        #expect(measured.tablesNotScrolling.isEmpty, "tables that do not scroll in their own box")
        #expect(measured.charts > 0)
        #expect(measured.wideChartsShown == 0, "the wide charts show at a phone's width")
        #expect(measured.chartsTooWide.isEmpty, "charts wider than the screen")
        #expect(measured.smallText.isEmpty, "text smaller than 12 px (10.5 px in charts)")
        if let screenshot = environment["ARCHDIFF_SCREENSHOT"] {
            _ = try Self.run(browser, options + ["--screenshot=\(screenshot)", page])
            #expect(FileManager.default.fileExists(atPath: screenshot))
        }
    }

    /// Runs `program` (a path, or a name looked up on `PATH`) and returns its standard output.
    private static func run(_ program: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
