-- Dexus (WC 124): After your opponent plays a creature on their right flank, they lose
-- 1 æmber. As Sinestra: the played creature is in play as its play triggers this, and a
-- line is listed from its right end (line[1]). Put into play is not played.
return {
	triggers = {
		{
			on = "played",
			label = "the opponent loses 1 æmber (Dexus)",
			applies = function(ctx, event)
				if
					event.player ~= ctx.opponent
					or event.object == nil
					or not event.object:has_type("creature")
				then
					return false
				end
				local line = ctx:objects({ zone = "battleline", controller = "opponent" })
				return line[1] == event.object
			end,
			resolve = function(ctx, _event)
				ctx:gain(ctx.opponent, "amber", -1)
			end,
		},
	},
}
