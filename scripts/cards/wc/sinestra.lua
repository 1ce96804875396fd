-- Sinestra (WC 116): After your opponent plays a creature on their left flank, they lose
-- 1 æmber. Dexus (WC 124): the same for their right flank. The played creature is in play
-- as its play triggers this (KF-PLAY-ENTER-1): it is that end of its battleline, alone or
-- not (ctx:objects lists a line from its right end: the top of a line zone is its left
-- end, listed last). A creature put into play without being played does not count.
local FLANK = { sinestra = "left", dexus = "right" }

return {
	triggers = {
		{
			on = "played",
			label = "the opponent loses 1 æmber",
			applies = function(ctx, event)
				if
					event.player ~= ctx.opponent
					or event.object == nil
					or not event.object:has_type("creature")
				then
					return false
				end
				local line = ctx:objects({ zone = "battleline", controller = "opponent" })
				if FLANK[ctx.this:card_id()] == "right" then
					return line[1] == event.object
				end
				return line[#line] == event.object
			end,
			resolve = function(ctx, _event)
				ctx:gain(ctx.opponent, "amber", -1)
			end,
		},
	},
}
