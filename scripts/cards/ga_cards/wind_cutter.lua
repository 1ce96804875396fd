-- Wind Cutter: an attack card (the rules script makes the champion attack with it). Class
-- Bonus: it gets +1 POWER. On Hit: reveal a random card from your memory; if it is a wind
-- element card, put Wind Cutter into your memory rather than your graveyard.
return {
	statics = {
		{
			stat = "power",
			increase = 1,
			-- Its power counts while it is in the intent, used in the attack.
			from = { "intent" },
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			self_only = true,
		},
	},
	triggers = {
		{
			on = "hit",
			own = true,
			label = "On Hit: reveal a random memory card; if wind, Wind Cutter goes to memory",
			resolve = function(ctx)
				local memory = ctx:look({ zone = "memory", controller = "you" })
				if #memory == 0 then
					return
				end
				local card = memory[ctx:random(#memory)]
				ctx:reveal({ card })
				-- The end of combat step has already put it into the graveyard: it goes on to
				-- the memory from there.
				if card:has_element("wind") and ctx.this:zone() == "graveyard" then
					ctx:move(ctx.this, "memory")
				end
			end,
		},
	},
}
