-- Potion Infusion: Starlight: [Class Bonus] Starcalling (1) — its alternative cost, usable
-- only while it has the keyword `starcalling`, which its data gives it under the class
-- bonus (GA-ALT-COST-KEYWORD-1). Rest target Potion; if you do, it gains "On
-- Sacrifice: until end of turn, your champion gets +4 level" until end of turn: this card's
-- trigger kept on for that Potion (GA-LASTING-TRIGGER-1), as Potion Infusion: Clarity's.
return {
	targets = function(_ctx)
		return { { label = "Potion", subtype = "potion", count = 1 } }
	end,
	resolve = function(ctx)
		ctx:rule("infuse", "starlight")
	end,
	triggers = {
		{
			on = "sacrificed",
			lasting = "starlight",
			label = "On Sacrifice: your champion gets +4 level until end of turn (Potion Infusion: Starlight)",
			resolve = function(ctx)
				for _, champion in
					ipairs(ctx:objects({ zone = "field", type = "champion", controller = "you" }))
				do
					ctx:lasting({
						target = champion,
						duration = "end_of_turn",
						effect = { stat = "level", increase = 4 },
					})
				end
			end,
		},
	},
}
