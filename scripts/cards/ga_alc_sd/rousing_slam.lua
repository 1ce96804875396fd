-- Rousing Slam: an attack card (the rules script makes the champion attack with it).
-- [Class Bonus] [Level 2+] On Attack: the attacker gains vigor and taunt until the
-- beginning of your next turn.
return {
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: the attacker gains vigor and taunt (class bonus, level 2+)",
			applies = function(ctx)
				return ctx:rule("class_bonus") and ctx:rule("level") >= 2
			end,
			resolve = function(ctx)
				local combat = ctx:combat()
				local attacker = combat and combat.attacker
				if attacker == nil then
					return
				end
				for _, keyword in ipairs({ "vigor", "taunt" }) do
					ctx:lasting({
						target = attacker,
						duration = "until_your_next_turn",
						effect = { grant = keyword },
					})
				end
			end,
		},
	},
}
