-- Inferno Slime: Pride 2 (the rules script decides obedience). [Class Bonus] On Death: you
-- may banish two fire element cards from your graveyard; if you do, deal 4 damage to each
-- champion. Inferno Slime itself, in the graveyard by then, may be one of the two.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "On Death: banish two fire cards from your graveyard to deal 4 to each champion (class bonus)",
			applies = function(ctx)
				return ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local fire = ctx:objects({ zone = "graveyard", controller = "you", element = "fire" })
				if #fire < 2 then
					return
				end
				local picked = ctx:choose({
					prompt = "banish two fire cards to deal 4 damage to each champion?",
					objects = fire,
					min = 0,
					max = 2,
				})
				if #picked < 2 then
					return
				end
				for _, card in ipairs(picked) do
					ctx:move(card, "banishment")
				end
				for _, champion in ipairs(ctx:objects({ type = "champion" })) do
					ctx:deal_damage(champion, 4)
				end
			end,
		},
	},
}
