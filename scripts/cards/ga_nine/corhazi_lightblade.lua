-- Corhazi Lightblade: [Class Bonus] On Attack: reveal a random card of your memory; if a
-- luxem card was revealed, it gains Critical 1 until end of turn (the keyword, and 1 in
-- the `critical` stat the rules script reads as N).
return {
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: reveal a random memory card; if luxem, Critical 1 this turn (class bonus)",
			applies = function(ctx)
				return ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local card = ctx:rule("reveal_random_memory")
				if card ~= nil and card:has_element("luxem") then
					local me = ctx.this
					ctx:lasting({ target = me, duration = "end_of_turn", effect = { grant = "critical" } })
					ctx:lasting({
						target = me,
						duration = "end_of_turn",
						effect = { stat = "critical", increase = 1 },
					})
				end
			end,
		},
	},
}
