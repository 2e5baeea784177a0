import Foundation
import Observation
import Testing

@testable import TerminalKit

/// What a view shows, as an app's view model holds it.
@Observable
private final class Model {
    var title = "Groceries"
    var count = 0
}

/// A label that shows a model's title, kept in step by its observations: one of a closure for the title,
/// one of a key path for the count.
private final class TitleView: View {
    let label = Label("")
    private(set) var appliedTitles: [String] = []
    private(set) var appliedCounts: [Int] = []
    private(set) lazy var observations = ViewObservations(of: self)

    init(model: Model) {
        observations.observe {
            model.title
        } apply: { [weak self] title in
            self?.appliedTitles.append(title)
            self?.label.text = title
        }
        observations.observe(model, \.count) { [weak self] count in self?.appliedCounts.append(count) }
    }

    func draw(in screen: inout Screen, area: Rect) {
        observations.updateIfNeeded()
        label.draw(in: &screen, area: area)
    }

    func handle(_ key: Key) -> Bool {
        observations.updateIfNeeded()
        return false
    }
}

/// Records every activity it hears, with the type of the view that reported it.
private final class ActivityRecorder: ViewActivityObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var activities: [String] { lock.withLock { recorded } }

    func view(_ view: any View, did activity: ViewActivity) {
        lock.withLock { recorded.append("\(type(of: view)) \(activity)") }
    }
}

@Suite("View observations")
@MainActor
struct ViewObservationsTests {
    @Test("an observation applies the current value at once")
    func appliesAtOnce() {
        let view = TitleView(model: Model())
        #expect(view.appliedTitles == ["Groceries"])
        #expect(view.label.text == "Groceries")
    }

    @Test("a change is applied by the next update, with the value as it is after the change")
    func appliesNewValueOnUpdate() {
        let model = Model()
        let view = TitleView(model: model)
        model.title = "Work"
        #expect(view.appliedTitles == ["Groceries"])
        view.observations.updateIfNeeded()
        #expect(view.appliedTitles == ["Groceries", "Work"])
        #expect(view.label.text == "Work")
    }

    @Test("the view shows the change in the next frame and before the next key")
    func drawAndKeysUpdate() {
        let model = Model()
        let view = TitleView(model: model)
        let terminal = HeadlessTerminal(root: view, size: Size(width: 10, height: 1))
        model.title = "Work"
        #expect(terminal.snapshot == "Work")
        model.title = "Home"
        _ = view.handle(.enter)
        #expect(view.label.text == "Home")
    }

    @Test("observing goes on after each change, and several changes are applied once, with the last value")
    func observesEveryChange() {
        let model = Model()
        let view = TitleView(model: model)
        model.title = "Work"
        model.title = "Home"
        view.observations.updateIfNeeded()
        model.title = "Holiday"
        view.observations.updateIfNeeded()
        view.observations.updateIfNeeded()
        #expect(view.appliedTitles == ["Groceries", "Home", "Holiday"])
    }

    @Test("only the observations whose values changed are applied again")
    func appliesOnlyChanged() {
        let model = Model()
        let view = TitleView(model: model)
        model.count = 1
        model.title = "Groceries"
        view.observations.updateIfNeeded()
        #expect(view.appliedCounts == [0, 1])
        #expect(view.appliedTitles == ["Groceries"])
    }

    @Test("a change reports that the view needs an update, once until it is applied")
    func reportsChange() {
        let recorder = ActivityRecorder()
        let model = Model()
        let view = TitleView(model: model)
        ViewActivity.$observer.withValue(recorder) {
            model.title = "Work"
            model.title = "Home"
            view.observations.updateIfNeeded()
        }
        #expect(
            recorder.activities == [
                "TitleView setNeedsUpdate",
                "Label text(property: \"text\", value: Optional(\"Home\"))",
            ])
    }

    @Test("a released view is freed, and a later change reports nothing")
    func releasedViewIsFreed() {
        let recorder = ActivityRecorder()
        let model = Model()
        var view: TitleView? = TitleView(model: model)
        weak let weakView = view
        #expect(weakView != nil)
        view = nil
        #expect(weakView == nil)
        ViewActivity.$observer.withValue(recorder) { model.title = "Work" }
        #expect(recorder.activities.isEmpty)
    }

    @Test("what a view observes lives as long as the view, and no longer")
    func observedModelIsFreed() {
        var model: Model? = Model()
        weak let weakModel = model
        var view: TitleView? = TitleView(model: model!)
        model = nil
        #expect(view?.label.text == "Groceries")
        #expect(weakModel != nil)
        view = nil
        #expect(weakModel == nil)
    }

    @Test("a change made while applying waits for the next update")
    func changeWhileApplying() {
        let model = Model()
        let view = Label("")
        let observations = ViewObservations(of: view)
        var applied: [Int] = []
        observations.observe {
            model.count
        } apply: { count in
            applied.append(count)
            if count == 1 {
                model.count = 2
            }
        }
        model.count = 1
        observations.updateIfNeeded()
        #expect(applied == [0, 1])
        observations.updateIfNeeded()
        #expect(applied == [0, 1, 2])
    }
}
