-- Rotund Squirrel: Hindered, a printed keyword the rules read (it enters the field rested).
return {}
