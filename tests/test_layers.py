"""The layers keep to the dependency rule: app → scenes → {view, ui, content} → rules.

Checked on resolved module names (relative imports and imports inside functions too):
view and ui never import each other, nothing imports upward, and the presentation
(scenes, view, ui and the drawing helpers they share) uses only the rules' public API.
"""

from __future__ import annotations

import ast

import pytest
from import_graph import Import, all_imports, all_of, cycles, game_modules, imports_of

# The layer of each module, by the longest matching name.
LAYERS = {
    "game.rules": "rules",
    "game.bots": "bots",  # players that plan through the rules: simulator, bot seats, hints
    "game.content": "content",
    "game.net": "net",  # online seats: the host's room, the clients, links and the relay
    "game.input": "input",  # every device's events as the same intents; the pads' seats
    "game.view": "view",
    "game.ui": "ui",
    "game.scenes": "scenes",
    "game.app": "app",
    "game.assets": "shared",  # fonts, images and sounds, for every screen
    "game.palette": "shared",
    "game.paths": "shared",
    "game.screen": "shared",  # the window's size and the scale of design pixels
    "game.progress": "progress",  # the campaign save
    "game.preferences": "progress",  # the settings file
    "game.record": "progress",  # a mission as setup and actions: saves and replays
    "game.takeback": "progress",  # a Program Phase action taken back, alike on every screen
    "game.saves": "progress",  # the mission save and the replays as files
    "game.wording": "shared",  # words wrapped to a width, for panels and the board alike
    "game.storage": "shared",  # atomic writes and bounded reads of save files
    "game.heap": "shared",  # memory over an evening: when the collector passes, big blocks
    "game.i18n": "shared",  # the language words are drawn in, and its catalogue
    "game.motion": "shared",  # reduce motion: the players' setting, read where things move
    "game.music": "shared",  # the background music: its tracks, its volume, the fades
    "game.names": "shared",  # the rules' values and reasons in words
    "game.warm_layers": "shared",  # big see-through layers readied in frames' spare time
    "game.catalogues": "tools",  # the translations as files: extract, check, update
    "game.commands": "tools",
    "game.scenario": "content",  # rules scenarios in YAML: positions for tests and the guide
    "game.__main__": "tools",
    "game.smoke": "smoke",  # --smoke: the whole game driven headless, a build's own test
    "game": "tools",
}
MAY_IMPORT = {
    "rules": {"rules"},
    "bots": {"bots", "rules"},
    "content": {"content", "rules", "shared"},
    "view": {"view", "rules", "shared"},
    "input": {"input"},
    "ui": {"ui", "rules", "shared", "input"},
    "scenes": {
        "scenes",
        "view",
        "ui",
        "content",
        "rules",
        "shared",
        "progress",
        "bots",
        "net",
        "input",
    },
    "app": {"app", "scenes", "shared", "progress", "input"},
    "shared": {"shared", "rules"},
    "progress": {"progress", "shared", "content", "rules"},  # a save names what content has
    "net": {"net", "rules", "bots", "progress", "content", "shared"},
    "tools": {
        "tools",
        "rules",
        "content",
        "shared",
        "progress",
        "app",
        "scenes",  # a recorded bot game's reasons, in the words its seat shows in play
        "bots",
        "smoke",
        "net",
        "input",
    },
    "smoke": {"smoke", "app", "scenes", "content", "rules", "shared", "progress", "input"},
}
PRESENTATION = ("scenes", "view", "ui", "shared")


def layer_of(module: str) -> str:
    for prefix in sorted(LAYERS, key=len, reverse=True):
        if module == prefix or module.startswith(prefix + "."):
            return LAYERS[prefix]
    raise AssertionError(f"{module} belongs to no layer")


def game_imports(layer: str) -> list[Import]:
    return [
        found
        for module in game_modules()
        if layer_of(module) == layer
        for found in imports_of(module)
        if found.target == "game" or found.target.startswith("game.")
    ]


def test_every_module_of_the_game_has_a_layer():
    for module in game_modules():
        assert layer_of(module) in MAY_IMPORT


@pytest.mark.parametrize("layer", sorted(MAY_IMPORT))
def test_a_layer_imports_only_the_layers_below_it(layer):
    wrong = [str(i) for i in game_imports(layer) if layer_of(i.target) not in MAY_IMPORT[layer]]
    assert wrong == []


def is_public(found: Import) -> bool:
    """Whether an import into the rules takes only what ``game.rules`` exports: its names,
    and the names of the modules it exports whole (``events``, ``queries``)."""
    public = all_of("game.rules") or frozenset()
    if found.source == "game":
        return found.name == "rules"
    if found.source == "game.rules":
        return found.name is None or found.name in public
    package, _, module = found.source.rpartition(".")
    if package != "game.rules" or module not in public:
        return False
    exported = all_of(found.source)
    return found.name is None or exported is None or found.name in exported


@pytest.mark.parametrize("layer", PRESENTATION)
def test_the_presentation_uses_only_the_rules_public_api(layer):
    wrong = [
        str(i) for i in game_imports(layer) if layer_of(i.target) == "rules" and not is_public(i)
    ]
    assert wrong == []


def test_the_rules_list_their_public_api_and_have_every_name_they_list():
    public = all_of("game.rules")
    assert public, "game.rules needs an __all__"
    imported = {i.name for i in imports_of("game.rules") if i.name is not None}
    assert public <= imported, f"__all__ names what game.rules does not have: {public - imported}"


@pytest.mark.parametrize("layer", ["view", "ui"])
def test_only_scenes_call_the_rules_apply(layer):
    for module, path in game_modules().items():
        if layer_of(module) != layer:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in ("apply", "new_game"):
                is_rules = isinstance(node.value, ast.Name) and node.value.id == "rules"
                assert not is_rules, f"{module} calls rules.{node.attr}"


def test_the_resolver_sees_relative_imports_and_the_modules_they_reach():
    found = {(i.source, i.name, i.target) for i in imports_of("game.rules")}
    assert ("game.rules", "events", "game.rules.events") in found
    assert ("game.rules.actions", "Choose", "game.rules.actions") in found
    assert all(i.module.startswith("game.") for i in all_imports("game.rules"))


def test_screens_switch_by_value_so_no_presentation_modules_import_each_other_in_a_ring():
    presentation = {m for m in game_modules() if layer_of(m) in (*PRESENTATION, "app")}
    assert cycles(presentation) == []
