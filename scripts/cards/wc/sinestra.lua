-- Sinestra (WC 116): After your opponent plays a creature on their left flank, they lose
-- 1 æmber. The played creature is in play as its play triggers this (KF-PLAY-ENTER-1):
-- it is the left end of its battleline, alone or not (ctx:objects lists a line from its
-- right end: the top of a line zone is its left end, listed last). A creature put
-- into play without being played does not count.
return {
	triggers = {
		{
			on = "played",
			label = "the opponent loses 1 æmber (Sinestra)",
			applies = function(ctx, event)
				if
					event.player ~= ctx.opponent
					or event.object == nil
					or not event.object:has_type("creature")
				then
					return false
				end
				local line = ctx:objects({ zone = "battleline", controller = "opponent" })
				return line[#line] == event.object
			end,
			resolve = function(ctx, _event)
				ctx:gain(ctx.opponent, "amber", -1)
			end,
		},
	},
}
