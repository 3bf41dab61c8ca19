"""Screens of the game: each handles input, updates and draws, and returns transitions
that name the next screen by a route (``routes``); the app builds the screens.

May import pygame, game.rules (its public API), game.content, game.view and game.ui.
"""
