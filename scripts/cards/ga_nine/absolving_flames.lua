-- Absolving Flames: draw a card. [Class Bonus] You may banish four fire element cards from
-- your graveyard; if you do, draw a card (with fewer than four there, nothing is offered).
return {
	resolve = function(ctx)
		ctx:draw(1)
		if not ctx:rule("class_bonus") then
			return
		end
		local fire = ctx:objects({ zone = "graveyard", controller = "you", element = "fire" })
		if #fire < 4 then
			return
		end
		local picked = ctx:choose({
			prompt = "banish four fire cards from your graveyard to draw a card?",
			objects = fire,
			min = 0,
			max = 4,
		})
		if #picked < 4 then
			return
		end
		for _, card in ipairs(picked) do
			ctx:move(card, "banishment")
		end
		ctx:draw(1)
	end,
}
