"""The one error content raises: it names the file, the place and what is wrong."""


class ContentError(ValueError):
    """Content that cannot be loaded; the message is fit to show a player."""
