"""The board on screen: sprites, tweens, the camera and the director that animates events.

May import pygame, game.rules, game.assets and game.palette; never game.ui, never apply().
"""
