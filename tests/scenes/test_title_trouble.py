"""What cannot be read is said on the title screen, not in the log alone."""

from game import i18n
from game.scenes.title import TitleScene


def test_the_title_says_when_the_languages_words_cannot_be_read(screen, assets, monkeypatch):
    monkeypatch.setattr(i18n, "trouble", "The Spanish words cannot be read; English is used.")
    title = TitleScene(assets)
    assets.records = []
    title.draw(screen)
    said = " ".join(r.words for r in assets.records)
    assets.records = None
    assert "cannot be read; English is used" in said
