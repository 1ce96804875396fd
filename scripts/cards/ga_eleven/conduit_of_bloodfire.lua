-- Conduit of Bloodfire: On Enter: remove all damage counters from each champion your
-- opponents control; for every four removed this way, put a buff counter on it. Removing
-- damage counters is a heal (the engine's recover), so what replacement effects leave of
-- it is what was removed.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: remove the damage of opposing champions; a buff counter per four",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				local removed = 0
				for _, champion in ipairs(ctx:objects({ type = "champion", controller = "opponent" })) do
					local before = champion:damage()
					if before > 0 then
						ctx:recover(champion, before)
						ctx:settle()
						removed = removed + before - champion:damage()
					end
				end
				local buffs = removed // 4
				if buffs > 0 then
					ctx:add_counter(ctx.this, "buff", buffs)
				end
			end,
		},
	},
}
