"""Screens of the game: each handles input, updates and draws, and returns transitions.

May import pygame, game.rules, game.content, game.view and game.ui.
"""
