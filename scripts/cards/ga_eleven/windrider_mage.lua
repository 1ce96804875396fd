-- Windrider Mage: Stealth (printed). [Class Bonus] At the beginning of your recollection
-- phase, you may return it to your hand; if you do, put an enlighten counter on your
-- champion.
return {
	triggers = {
		{
			on = "phase_began",
			label = "you may return it to hand for an enlighten counter (class bonus)",
			applies = function(ctx, event)
				return event.phase == "recollection"
					and ctx.controller:is_turn_player()
					and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				if ctx.this:zone() ~= "field" then
					return
				end
				local pick = ctx:choose({
					prompt = "return Windrider Mage to your hand for an enlighten counter?",
					options = { "return", "stay" },
					min = 1,
					max = 1,
				})[1]
				if pick ~= "return" or not ctx:move(ctx.this, "hand") then
					return
				end
				local champion = ctx:objects({ type = "champion", controller = "you" })[1]
				if champion ~= nil then
					ctx:add_counter(champion, "enlighten", 1)
				end
			end,
		},
	},
}
